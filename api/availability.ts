/**
 * The time arithmetic of coaching (docs/api/coaching.md): windows cut and merged,
 * the times a session can start, the booking buffer, and wall-clock times in a timezone. Pure: every
 * function that depends on the time takes `now`. The zone maths and the scheduling buffer are the
 * site's own (src/lib/time), so both sides agree to the minute.
 */
import { earliestBookable, schedulingBufferHours } from '#src/lib/time/scheduling.ts';
import {
  dayMs,
  hourMs,
  instantOf,
  minuteMs,
  wallTimeOf,
  zoneOffsetMs,
  type WallTime,
  type WallTimeInput,
} from '#src/lib/time/zone.ts';

/** A half-open range of instants [start, end), in milliseconds since the epoch. */
export interface Range {
  start: number;
  end: number;
}

export { dayMs, hourMs, minuteMs };

/** Sessions start on a window's start and every this many minutes after it. */
export const startStepMinutes = 30;
/**
 * POST /orders accepts a start this long after now: the scheduling buffer less an hour of grace for the time
 * spent paying after the time was offered.
 */
export const orderBufferHours = schedulingBufferHours - 1;
/** The longest range a calendar may ask for at once, and the longest span of days a change covers. */
export const maxRangeDays = 62;
/** A chosen day is at most this long (25 h: the day clocks go back). */
export const maxDayHours = 25;
/** "Available now" ends at most this long after now. */
export const maxLiveHours = 24;

/** Whether two half-open ranges share an instant (touching ranges do not overlap). */
export const overlaps = (a: Range, b: Range): boolean => a.start < b.end && b.start < a.end;

/** Whether `inner` lies entirely inside `outer`. */
export const contains = (outer: Range, inner: Range): boolean =>
  outer.start <= inner.start && inner.end <= outer.end;

/** The ranges sorted by start, overlapping and touching ones merged into one. Empty ranges are dropped. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .filter((range) => range.end > range.start)
    .map((range) => ({ start: range.start, end: range.end }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push(range);
  }
  return merged;
}

/** The parts of `range` outside every one of `cuts` (a window cut at the edges of the chosen days). */
export function subtractRanges(range: Range, cuts: readonly Range[]): Range[] {
  let parts: Range[] = [{ start: range.start, end: range.end }];
  for (const cut of mergeRanges(cuts)) {
    parts = parts.flatMap((part) => {
      if (!overlaps(part, cut)) return [part];
      const kept: Range[] = [];
      if (part.start < cut.start) kept.push({ start: part.start, end: cut.start });
      if (cut.end < part.end) kept.push({ start: cut.end, end: part.end });
      return kept;
    });
  }
  return parts;
}

/** The earliest start the calendars offer: now plus the 48-hour scheduling buffer. */
export const earliestOfferedStart = (now: Date): number => earliestBookable(now).getTime();

/** The earliest start POST /orders accepts: now plus 47 hours. */
export const earliestOrderStart = (now: Date): number => now.getTime() + orderBufferHours * hourMs;

export interface StartTimesQuery {
  /** The coach's windows. */
  windows: readonly Range[];
  /** The coach's bookings (sessions already booked): a start whose session overlaps one is left out. */
  bookings: readonly Range[];
  /** The session's length in minutes (above 0). */
  lengthMinutes: number;
  /** Only starts in [from, to). */
  from: number;
  to: number;
  now: Date;
}

/**
 * The times a session can start, sorted and without repeats: on each window's start and every 30
 * minutes after it while the whole session fits inside that window, in [from, to), not before now plus
 * the 48-hour buffer, and not overlapping a booking.
 */
export function availableStartTimes({
  windows,
  bookings,
  lengthMinutes,
  from,
  to,
  now,
}: StartTimesQuery): Range[] {
  if (!(lengthMinutes > 0)) return [];
  const length = lengthMinutes * minuteMs;
  const step = startStepMinutes * minuteMs;
  const earliest = Math.max(from, earliestOfferedStart(now));
  const starts = new Set<number>();
  for (const window of windows) {
    // The first step of the window at or after `earliest` (steps count from the window's start).
    const skip = Math.max(0, Math.ceil((earliest - window.start) / step));
    for (let start = window.start + skip * step; start + length <= window.end; start += step) {
      if (start >= to) break;
      const session = { start, end: start + length };
      if (!bookings.some((booking) => overlaps(booking, session))) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start, end: start + length }));
}

/**
 * Whether a scheduled session may be ordered: not before now plus 47 hours, inside one of the coach's
 * windows, and overlapping none of the coach's bookings.
 */
export function isBookable(
  session: Range,
  windows: readonly Range[],
  bookings: readonly Range[],
  now: Date,
): boolean {
  return (
    session.start >= earliestOrderStart(now) &&
    windows.some((window) => contains(window, session)) &&
    !bookings.some((booking) => overlaps(booking, session))
  );
}

export interface LiveWindow {
  is_available_now: boolean;
  available_now_start: Date | null;
  available_now_end: Date | null;
}

/**
 * Whether a coach is live for instant booking at `now`: the flag is set, the window has started (or has
 * no start) and has not ended (or has no end).
 */
export function isLiveAt(live: LiveWindow, now: Date): boolean {
  return (
    live.is_available_now &&
    (live.available_now_start === null || live.available_now_start.getTime() <= now.getTime()) &&
    (live.available_now_end === null || live.available_now_end.getTime() > now.getTime())
  );
}

/* ── Wall-clock times in a timezone ──────────────────────────────────────────────────────────── */

/** A calendar date and a wall-clock time (month 1–12). */
export type WallClock = WallTimeInput;

/** The date and time the clocks of `timeZone` show at `instant`. */
export const wallClockAt = (instant: number, timeZone: string): WallTime =>
  wallTimeOf(instant, timeZone);

export { zoneOffsetMs };

/** The instant (ms) the clocks of `timeZone` show `wall`; see instantOf in src/lib/time for DST. */
export const wallClockToUtc = (wall: WallClock, timeZone: string): number =>
  instantOf(wall, timeZone).getTime();

/** The calendar date `days` after `date` (month 1–12), and its day of the week (0 Sunday – 6 Saturday). */
export function addDays(
  date: Pick<WallClock, 'year' | 'month' | 'day'>,
  days: number,
): { year: number; month: number; day: number; weekday: number } {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

/** An ISO 8601 date, `YYYY-MM-DD`. */
export const isoDate = ({ year, month, day }: Pick<WallClock, 'year' | 'month' | 'day'>): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface WeeklyHours {
  /** Days of the week the hours apply to (0 Sunday – 6 Saturday). */
  weekdays: readonly number[];
  /** [start, end) wall-clock times, as [hour, minute]. */
  hours: readonly (readonly [readonly [number, number], readonly [number, number]])[];
}

/**
 * The windows of weekly hours in `timeZone` on the `count` calendar days from `first` (a date in that
 * zone), each computed for its own day (daylight saving correct).
 */
export function weeklyWindows(
  first: Pick<WallClock, 'year' | 'month' | 'day'>,
  count: number,
  timeZone: string,
  { weekdays, hours }: WeeklyHours,
): (Range & { date: string })[] {
  const windows: (Range & { date: string })[] = [];
  for (let offset = 0; offset < count; offset++) {
    const date = addDays(first, offset);
    if (!weekdays.includes(date.weekday)) continue;
    for (const [[startHour, startMinute], [endHour, endMinute]] of hours) {
      windows.push({
        date: isoDate(date),
        start: wallClockToUtc({ ...date, hour: startHour, minute: startMinute }, timeZone),
        end: wallClockToUtc({ ...date, hour: endHour, minute: endMinute }, timeZone),
      });
    }
  }
  return windows;
}
