/**
 * The time maths of coaching (docs/spec/features.md §5, §9; docs/spec/platform.md §5, §9). Times travel
 * in UTC; people see and choose them in their own timezone. Everything here is pure: `now` is passed in.
 * Zone arithmetic uses the platform's Intl data only, so a day is 23 or 25 hours long across a
 * daylight-saving change and a wall-clock time is turned into the instant it names in that zone.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** No time earlier than now plus this is offered for a scheduled session. */
export const schedulingBufferHours = 48;
/** A date more than this many days away counts as after-month: it cannot be chosen. */
export const bookingHorizonDays = 30;
/** The calendar is padded to at least this many cells (5 rows of 7). */
export const calendarCells = 35;

/** A calendar day as people say it: `2026-03-08`. */
export type DayKey = string;

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time an instant shows in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const seconds = Math.floor(instant.getTime() / 1000) % 60;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, seconds);
  return asUtc - (instant.getTime() - (instant.getTime() % 1000));
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change (2:30 on
 * the night clocks go from 2:00 to 3:00) reads as the same length of time after the change (3:30); a
 * time that happens twice in the autumn is its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The zone's offsets a day either side: at most two, since changes are months apart.
  const offsets = [
    offsetAt(new Date(asUtc - dayMs), timeZone),
    offsetAt(new Date(asUtc + dayMs), timeZone),
  ];
  const matching = offsets
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - offsetAt(new Date(instant), timeZone) === instant);
  if (matching.length > 0) return new Date(Math.min(...matching));
  // Skipped by a spring-forward change: read with the offset before it (the smaller one).
  return new Date(asUtc - Math.min(...offsets));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day an instant falls on in a zone. */
export function dayKeyOf(instant: Date, timeZone: string): DayKey {
  const { year, month, day } = wallTimeOf(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function parseDayKey(key: DayKey): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** A day key some days after another (calendar days, so DST does not matter). */
export function addDays(key: DayKey, days: number): DayKey {
  const { year, month, day } = parseDayKey(key);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  const a = parseDayKey(from);
  const b = parseDayKey(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs,
  );
}

/** Sunday 0 … Saturday 6 of a day. */
export function weekdayOf(key: DayKey): number {
  const { year, month, day } = parseDayKey(key);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A day in a zone as the UTC range from its midnight to the next (23 or 25 hours across DST). */
export function dayRange(key: DayKey, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = parseDayKey(key);
  const next = parseDayKey(addDays(key, 1));
  return {
    start: instantOf({ year, month, day, hour: 0, minute: 0 }, timeZone),
    end: instantOf({ ...next, hour: 0, minute: 0 }, timeZone),
  };
}

/** The earliest start offered for a scheduled session. */
export function earliestBookable(now: Date): Date {
  return new Date(now.getTime() + schedulingBufferHours * hourMs);
}

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

/** The first day of the month a day is in. */
export function monthOf(key: DayKey): DayKey {
  return `${key.slice(0, 7)}-01`;
}

/** The first day of the month some months after another month's. */
export function addMonths(month: DayKey, months: number): DayKey {
  const { year, month: m } = parseDayKey(month);
  const date = new Date(Date.UTC(year, m - 1 + months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
}

/**
 * The cells of a month's grid, weeks starting on Sunday: from the Sunday on or before the 1st, padded
 * with the next month's days to 35 cells (5 rows of 7); a month that spans six weeks gets its sixth
 * row (42) rather than losing days.
 */
export function monthGrid(month: DayKey): DayKey[] {
  const first = monthOf(month);
  const start = addDays(first, -weekdayOf(first));
  const nextMonth = addMonths(first, 1);
  const span = daysBetween(start, nextMonth);
  const cells = Math.max(calendarCells, Math.ceil(span / 7) * 7);
  return Array.from({ length: cells }, (_, index) => addDays(start, index));
}

/** Rows of a month's grid: 5, or 6 for a month that spans six weeks. */
export function monthGridRows(month: DayKey): number {
  return monthGrid(month).length / 7;
}

/** Month navigation never goes before the current month. */
export function canShowMonth(month: DayKey, today: DayKey): boolean {
  return monthOf(month) >= monthOf(today);
}

/** A date more than 30 days away counts as after-month: it is past the booking horizon. */
export function isAfterMonth(key: DayKey, today: DayKey): boolean {
  return daysBetween(today, key) > bookingHorizonDays;
}

/** The days of the week (Sunday to Saturday) a day is in. */
export function weekOf(key: DayKey): DayKey[] {
  const sunday = addDays(key, -weekdayOf(key));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
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

/** The viewer's timezone: the account's when signed in, else the browser's, else UTC. */
export function viewerTimeZone(accountZone: string | null | undefined): string {
  const candidates = [accountZone, browserTimeZone()];
  for (const zone of candidates) {
    if (!zone) continue;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0);
      return zone;
    } catch {
      // An unknown zone name: try the next.
    }
  }
  return 'UTC';
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
