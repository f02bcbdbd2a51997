import type { AvailabilityWindowWire } from '#src/lib/api/types.ts';
import {
  addDays,
  bookingHorizonDays,
  dayRange,
  daysTouched,
  earliestBookable,
  isAfterMonth,
  monthOf,
  utcDateOf,
  type DayKey,
} from './time.ts';

/**
 * The session booker's own time helpers, on top of `time.ts`: the range its calendar asks a coach's
 * windows for, which days it offers, and how it says days, times and zones. Pure: `now` is passed in.
 */

/**
 * The range of `GET /users/{id}/all-available-times` for the calendar: from the viewer's midnight today
 * to the midnight that ends the last bookable day (today + 30), as UTC ISO strings.
 */
export function scheduleRange(today: DayKey, timeZone: string): { start: string; end: string } {
  return {
    start: dayRange(today, timeZone).start.toISOString(),
    end: dayRange(addDays(today, bookingHorizonDays + 1), timeZone).start.toISOString(),
  };
}

/** The last month the calendar navigates to: the month of the last bookable day. */
export function lastScheduleMonth(today: DayKey): DayKey {
  return monthOf(addDays(today, bookingHorizonDays));
}

/**
 * The days (in the viewer's zone) on which a session of `minutes` can still be scheduled: those a
 * window touches once its part before now + 48 hours is cut off and it is still long enough for the
 * session, from today up to 30 days ahead (later days are after-month).
 */
export function bookableDays(
  windows: readonly AvailabilityWindowWire[],
  {
    now,
    timeZone,
    today,
    minutes,
  }: { now: Date; timeZone: string; today: DayKey; minutes: number },
): Set<DayKey> {
  const earliest = earliestBookable(now).getTime();
  const ranges: { start: string; end: string }[] = [];
  for (const window of windows) {
    const start = Math.max(Date.parse(window.available_start), earliest);
    const end = Date.parse(window.available_end);
    // NaN fails the comparison too: a window the API garbled is left out.
    if (!(end - start >= Math.max(minutes, 1) * 60_000)) continue;
    ranges.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  }
  const days = daysTouched(ranges, timeZone);
  for (const day of days) if (day < today || isAfterMonth(day, today)) days.delete(day);
  return days;
}

// ICU puts a narrow no-break space before AM/PM; plain spaces read (and test) the same everywhere.
const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A day as people say it: `Wednesday, March 4, 2026`. */
export function formatDay(day: DayKey): string {
  return dayFormat.format(utcDateOf(day));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A time of day in a zone: `9:30 AM`. */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormats.set(timeZone, format);
  }
  return tidy(format.format(new Date(iso)));
}

function zoneName(timeZone: string, at: Date, style: 'short' | 'longGeneric'): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/** A zone's short name at a moment (`CST`, `CDT`, `GMT+5:30`), or its IANA name. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  return zoneName(timeZone, at, 'short') ?? timeZone;
}

/**
 * A zone as people know it, at a moment (the short name changes with daylight saving):
 * `Central Time (CST)`, `India Standard Time (GMT+5:30)`; the short name alone when the zone has no
 * name of its own (`UTC`), or the IANA name when the platform knows neither.
 */
export function zoneLabel(timeZone: string, at: Date): string {
  const short = zoneName(timeZone, at, 'short');
  const generic = zoneName(timeZone, at, 'longGeneric');
  // A zone without a name of its own gets an offset ('GMT+00:00' for UTC): the short name says more.
  if (generic && short && generic !== short && !/^GMT[+-]/.test(generic)) {
    return `${generic} (${short})`;
  }
  return short ?? generic ?? timeZone;
}
