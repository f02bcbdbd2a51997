import { formatDay } from './availabilityTime.ts';
import type { DayKey } from './time.ts';

/** The page's words (docs/spec/features.md §2.13; the toasts are catalogue keys). */
export const availabilityWording = {
  timeZone: (zone: string) => `Your times are shown in ${zone}`,
  calendarHeading: 'Your calendar',
  mode: 'Choose',
  single: 'Single date',
  week: 'Whole week',
  calendar: 'Your availability',
  loading: 'Loading your availability...',
  loadFailed: 'Sorry, we were unable to load your availability.',
  retry: 'Try again',
  noDayHeading: 'No day chosen',
  pickPrompt:
    'Choose a day on the calendar to see its times and bookings, and to set when you are available.',
  chosen: (words: string) => `Chosen: ${words}`,
  pickHint: 'Pick a day to see and set its times.',
  available: 'Your times',
  noWindows: 'No times set for this day.',
  booked: 'Booked sessions',
  noBookings: 'No sessions booked on this day.',
  weekDays: 'The chosen days',
  dayNoTimes: 'no times set',
  sessions: (count: number) => (count === 1 ? '1 session booked' : `${count} sessions booked`),
  setTimes: 'Set your times',
  replaces: (count: number) =>
    count === 1
      ? 'Saving replaces the times of this day with the times below.'
      : `Saving replaces the times of these ${count} days with the times below.`,
  range: (position: number) => `Time ${position}`,
  from: 'From',
  to: 'To',
  order: 'From must be before To.',
  add: 'Add another time',
  remove: 'Remove',
  save: 'Save availability',
  unavailable: 'Mark as unavailable',
} as const;

/** Words for a set of days: 'Monday, November 30', or 'Sunday, November 29 to Saturday, December 5'. */
export function daysWords(days: readonly DayKey[]): string {
  if (days.length === 0) return '';
  const sorted = [...days].sort();
  if (sorted.length === 1) return formatDay(sorted[0]!);
  return `${formatDay(sorted[0]!)} to ${formatDay(sorted[sorted.length - 1]!)} (${sorted.length} days)`;
}
