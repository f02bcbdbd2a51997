/**
 * The time maths of coaching (docs/spec/features.md §5, §9; docs/spec/platform.md §5, §9). Times travel
 * in UTC; people see and choose them in their own timezone. Everything here is pure: `now` is passed in.
 * Zone arithmetic uses the platform's Intl data only, so a day is 23 or 25 hours long across a
 * daylight-saving change and a wall-clock time is turned into the instant it names in that zone.
 */

import {
  addDays,
  daysBetween,
  dayKeyOf,
  dayRange,
  parseDayKey,
  type DayKey,
} from '#src/lib/time/days.ts';
import { earliestBookable } from '#src/lib/time/scheduling.ts';
import { instantOf, minuteMs, wallTimeOf } from '#src/lib/time/zone.ts';

// The zone and calendar maths live in src/lib/time (shared with the reference API); coaching code keeps
// importing them from here.
export * from '#src/lib/time/index.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date more than this many days away counts as after-month: it cannot be chosen. */
export const bookingHorizonDays = 30;

/**
 * The range to ask a coach's available times for on a chosen day (`date: { start, end }`). A day less
 * than a day away has its start moved forward to the scheduling buffer; null when the buffer leaves
 * nothing of the day.
 */
export function availableTimesRange(
  key: DayKey,
  timeZone: string,
  now: Date,
): { start: Date; end: Date } | null {
  const range = dayRange(key, timeZone);
  const earliest = earliestBookable(now);
  const start = range.start < earliest ? earliest : range.start;
  return start < range.end ? { start, end: range.end } : null;
}

/** The times worth offering: none earlier than now plus the buffer, sorted, each once. */
export function offeredTimes<T extends { start: string }>(times: readonly T[], now: Date): T[] {
  const earliest = earliestBookable(now).getTime();
  const seen = new Set<string>();
  return times
    .filter((time) => {
      const at = Date.parse(time.start);
      if (Number.isNaN(at) || at < earliest || seen.has(time.start)) return false;
      seen.add(time.start);
      return true;
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** A session ends its length in minutes after it starts. */
export function sessionEnd(start: string | Date, minutes: number): string {
  const at = typeof start === 'string' ? Date.parse(start) : start.getTime();
  return new Date(at + minutes * minuteMs).toISOString();
}

/** `YYYY-MM-DD HH:mm:00` in UTC, as a design's call time is sent (docs/spec/features.md §5). */
export function zoomStart(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`
  );
}

/** A date more than 30 days away counts as after-month: it is past the booking horizon. */
export function isAfterMonth(key: DayKey, today: DayKey): boolean {
  return daysBetween(today, key) > bookingHorizonDays;
}

export type CalendarDayState = 'before' | 'current' | 'available' | 'busy' | 'blank';

/**
 * What a day of a coach's calendar is (docs/spec/features.md §2.13): before today, today (current),
 * busy (a session is booked that day), available (the coach has set times), or blank (nothing set).
 * Today is `current` whatever else it holds; a busy day may have free times left.
 */
export function calendarDayState(
  key: DayKey,
  today: DayKey,
  {
    availableDays,
    busyDays,
  }: { availableDays: ReadonlySet<DayKey>; busyDays: ReadonlySet<DayKey> },
): CalendarDayState {
  if (key < today) return 'before';
  if (key === today) return 'current';
  if (busyDays.has(key)) return 'busy';
  if (availableDays.has(key)) return 'available';
  return 'blank';
}

/** The days (in a zone) that a list of UTC ranges touches. */
export function daysTouched(
  ranges: readonly { start: string; end: string }[],
  timeZone: string,
): Set<DayKey> {
  const days = new Set<DayKey>();
  for (const { start, end } of ranges) {
    const from = new Date(start);
    // The end is exclusive: a window ending at midnight does not touch the next day.
    const to = new Date(Math.max(Date.parse(start), Date.parse(end) - 1));
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) continue;
    let key = dayKeyOf(from, timeZone);
    const last = dayKeyOf(to, timeZone);
    while (key <= last) {
      days.add(key);
      key = addDays(key, 1);
    }
  }
  return days;
}

/** A time of day as the pickers offer it. */
export interface ClockTime {
  /** 1–12 as shown. */
  hour: number;
  /** 0, 15, 30 or 45. */
  minute: number;
  meridiem: 'AM' | 'PM';
}

export const goLiveHours = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const goLiveMinutes = [0, 15, 30, 45] as const;

/** The value a picked hour is sent as: 12 is sent as 0 (docs/spec/platform.md §5). */
export function hourValue(hour: number): number {
  return hour === 12 ? 0 : hour;
}

/** A 24-hour clock hour from the picker's hour value (0–11) and AM/PM. */
export function hour24(value: number, meridiem: 'AM' | 'PM'): number {
  return (value % 12) + (meridiem === 'PM' ? 12 : 0);
}

export type GoLiveChoice = {
  hour?: number | null;
  minute?: number | null;
  meridiem?: 'AM' | 'PM' | null;
};

/**
 * The live window for Go Live: from now until the chosen time today in the coach's zone. `hour` is
 * the picker's value (0–11, 12 having been sent as 0). Every field is needed (invalidTime); a time
 * that is not after now is refused (invalidTimePast).
 */
export function goLiveWindow(
  choice: GoLiveChoice,
  now: Date,
  timeZone: string,
): { start: string; end: string } | { error: 'invalidTime' | 'invalidTimePast' } {
  const { hour, minute, meridiem } = choice;
  if (hour === null || hour === undefined || minute === null || minute === undefined || !meridiem) {
    return { error: 'invalidTime' };
  }
  const today = wallTimeOf(now, timeZone);
  const end = instantOf({ ...today, hour: hour24(hour, meridiem), minute }, timeZone);
  if (end.getTime() <= now.getTime()) return { error: 'invalidTimePast' };
  return { start: now.toISOString(), end: end.toISOString() };
}

/**
 * The UTC windows for chosen days between two times of day in a zone, and the days themselves as
 * UTC ranges (the body of POST /users/{id}/available-times). A range whose end is not after its start
 * is left out.
 */
export function availabilityRequest(
  days: readonly DayKey[],
  ranges: readonly {
    from: { hour: number; minute: number };
    to: { hour: number; minute: number };
  }[],
  timeZone: string,
): {
  days: { start: string; end: string }[];
  times: { available_start: string; available_end: string }[];
} {
  const sorted = [...new Set(days)].sort();
  const times: { available_start: string; available_end: string }[] = [];
  for (const key of sorted) {
    const date = parseDayKey(key);
    for (const { from, to } of ranges) {
      const start = instantOf({ ...date, ...from }, timeZone);
      // 12:00 AM as an end means the midnight that ends the day.
      const end =
        to.hour === 0 && to.minute === 0
          ? dayRange(key, timeZone).end
          : instantOf({ ...date, ...to }, timeZone);
      if (end > start) {
        times.push({ available_start: start.toISOString(), available_end: end.toISOString() });
      }
    }
  }
  return {
    days: sorted.map((key) => {
      const range = dayRange(key, timeZone);
      return { start: range.start.toISOString(), end: range.end.toISOString() };
    }),
    times,
  };
}
