import { formErrorWording } from '#src/lib/api/formErrors.ts';
import type { ScheduleWording } from '#src/features/coaching/BookingSchedule.tsx';

/**
 * The step's words. The quoted ones are the specification's, letter for letter
 * (docs/spec/features.md §2.11, §8); the rest are the step's own. `{name}` is the designer's full name,
 * as the site names designers elsewhere (their profile, the booker); `{first name}` their first name.
 */
export const chooseDesignerWording = {
  loading: 'Loading designers...',
  none: 'Uh oh! No designers have availability at this time. Please check back soon for availability.',
  loadFailed: formErrorWording.unknown,
  tryAgain: 'Try again',
  listHeading: 'Our designers',
  listLabel: 'Designers',
  favorite: 'Favorite',
  expertiseLabel: 'Expertise',
  view: 'View',
  workWith: (firstName: string) => `Work with ${firstName}`,
  choose: (name: string) => `Choose ${name}`,
  about: 'About Me',
  noAbout: (firstName: string) => `${firstName} has not written an introduction yet.`,
  portfolio: 'Portfolio',
  noPortfolio: 'No portfolio images provided',
  expertise: 'Areas of expertise',
  noExpertise: 'No areas of expertise defined',
  callHeading: (minutes: number) => `Schedule your ${minutes} Min. Video Call`,
  yourDesigner: 'Your designer',
  pickDay: 'Choose a day for your call',
  loadingAvailability: 'Loading availability...',
  noTimes: 'No times available.',
  selectAnotherDate: 'Select another date',
  summaryHeading: (withCall: boolean) =>
    withCall ? 'Your designer and video call' : 'Your designer',
  designer: 'Designer',
  call: 'Video call',
  scheduleCall: 'Schedule my Call!',
  start: (name: string) => `Start my garden design with ${name}`,
  differentTime: 'Choose a different time',
  differentDesigner: 'Choose a different designer',
  chosenSomeone: 'A designer has been chosen for this design.',
  callTime: (date: string, start: string, end: string | null, zone: string) =>
    end ? `${date}, ${start} to ${end} ${zone}` : `${date}, ${start} ${zone}`,
} as const;
const words = chooseDesignerWording;

/** The words DateStep and TimeStep say here instead of the booker's. */
export const scheduleWording: ScheduleWording = {
  scheduleHeading: words.pickDay,
  loadingCalendar: words.loadingAvailability,
  unavailableScheduled: words.noTimes,
  loadingTimes: words.loadingAvailability,
  noTimes: words.noTimes,
};
