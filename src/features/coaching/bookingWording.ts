// The session booker's words. The quoted ones are the specification's, letter for letter
// (docs/spec/features.md §2.10, §8); the rest are the booker's own.

export const bookingWording = {
  /** §2.10, §9: the five labelled steps of the header, 0 to 4. */
  steps: [
    'Session Options',
    'Plan a date',
    'Select a time',
    'Book your session',
    'Thank you for booking!',
  ],
  stepsLabel: 'Booking steps',
  stepNumber: (index: number) => `Step ${index + 1}: `,
  skipped: 'Not needed',
  /** What the Edit buttons are called for each finished step they return to. */
  edit: ['Edit package', 'Edit date', 'Edit time'],
  editVisible: 'Edit',
  availableNowBadge: 'Available Now!',
  getStarted: 'Get Started',
  bookNow: 'Book Now',
  bookNowInstant: 'Book Now!',
  scheduleHeading: 'Schedule a session',
  unavailableScheduled: 'Unavailable for scheduled bookings',
  noTimes: 'This coach no longer has availability on this day',
  loginToBook: 'Login to Book Your Session',
  unavailable: (name: string) => `${name} is unavailable for coaching sessions.`,
  /** A section whose designer the API does not know. */
  unknownDesigner: 'This designer is unavailable for coaching sessions.',
  ownProfile:
    "This is how customers see your booking options. You can't book a session with yourself.",
  minutes: (minutes: number) => `${minutes} minutes`,
  packagesLabel: 'Session packages',
  choosePackage: (button: string, product: string) => `${button}: ${product}`,
  loadingPackages: 'Loading session packages…',
  noPackages: 'No session packages are available right now. Please check back soon.',
  packagesFailed: 'Sorry, we were unable to load the session packages.',
  liveNow: (firstName: string) => `${firstName} is available now: start a session right away.`,
  loadingCalendar: 'Loading availability…',
  calendarFailed: (firstName: string) =>
    `Sorry, we were unable to load ${firstName}'s availability.`,
  pickDay: 'Choose a day to see its times.',
  loadingTimes: 'Loading…',
  timesFailed: 'Sorry, we were unable to load the times for this day.',
  timesIn: (zone: string) => `Times are in ${zone}`,
  timesLabel: (day: string) => `Available times on ${day}`,
  tryAgain: 'Try again',
  startsNow: 'Starting now',
  sessionWith: (product: string, name: string) => `${product} with ${name}`,
  loadingCheckout: 'Loading the checkout…',
  bookedFor: (when: string) => `Your session is booked for ${when}.`,
} as const;
