import type {
  AvailabilityUpdateRequest,
  AvailabilityWindowWire,
  BookingWire,
} from '#src/lib/api/types.ts';
import {
  availabilityRequest,
  dayKeyOf,
  dayRange,
  goLiveMinutes,
  hour24,
  monthGrid,
  wallTimeOf,
  weekOf,
  utcDateOf,
  type DayKey,
} from './time.ts';

/**
 * The availability page's own logic (docs/spec/features.md §2.13, §5): the time pickers' values, the
 * checks before saving, the days a pick chooses, and the coach's windows and bookings by day. Pure:
 * `now` is passed in. The zone maths is `time.ts`'s.
 */

export type Meridiem = 'AM' | 'PM';

/**
 * A time of day as the pickers hold it. `hour` is the hour option's value: 1–11 as shown, 12 as 0
 * (docs/spec/platform.md §5); null while not chosen, like `minute` and `meridiem`.
 */
export interface TimeOfDayChoice {
  hour: number | null;
  minute: number | null;
  meridiem: Meridiem | null;
}

export interface CompleteTimeOfDay {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

export const emptyTimeOfDay: TimeOfDayChoice = { hour: null, minute: null, meridiem: null };

/** One range of the availability picker: From and To on each chosen day. */
export interface TimeRangeChoice {
  from: TimeOfDayChoice;
  to: TimeOfDayChoice;
}

export const emptyRange = (): TimeRangeChoice => ({ from: emptyTimeOfDay, to: emptyTimeOfDay });

export type TimeOfDayPart = keyof TimeOfDayChoice;
export const timeOfDayParts: readonly TimeOfDayPart[] = ['hour', 'minute', 'meridiem'];

export function isCompleteTime(choice: TimeOfDayChoice): choice is CompleteTimeOfDay {
  return choice.hour !== null && choice.minute !== null && choice.meridiem !== null;
}

/** The 24-hour clock time a complete choice names. */
export function clockOf(choice: CompleteTimeOfDay): { hour: number; minute: number } {
  return { hour: hour24(choice.hour, choice.meridiem), minute: choice.minute };
}

/**
 * Minutes after midnight. As the end of a range, 12:00 AM is the midnight that ends the day (24:00),
 * as `availabilityRequest` reads it.
 */
export function minutesOfDay(choice: CompleteTimeOfDay, asEnd = false): number {
  const { hour, minute } = clockOf(choice);
  const minutes = hour * 60 + minute;
  return asEnd && minutes === 0 ? 24 * 60 : minutes;
}

/** The picker's value for a 24-hour clock time (hour 0–23). */
export function timeOfDayFrom(hour: number, minute: number): CompleteTimeOfDay {
  return { hour: hour % 12, minute, meridiem: hour >= 12 ? 'PM' : 'AM' };
}

/** A missing part of a range: which range, which end, which select. */
export interface MissingPart {
  range: number;
  end: 'from' | 'to';
  part: TimeOfDayPart;
}

export type AvailabilityCheck =
  | { ok: true; request: AvailabilityUpdateRequest }
  /** A select left empty (the toast `invalidTime`); the first one found. */
  | { ok: false; error: 'invalidTime'; missing: MissingPart }
  /** Ranges whose From is not before their To (shown beside each). */
  | { ok: false; error: 'order'; ranges: number[] }
  /** A range that would end in the past on one of the days (the toast `invalidTimePast`). */
  | { ok: false; error: 'invalidTimePast' };

/**
 * The checks before saving (docs/spec/features.md §5): every hour, minute and AM/PM chosen
 * (invalidTime), From before To in each range (shown inline), and no range ending in the past on a
 * chosen day (invalidTimePast: today at 8 AM when it is 10 AM). Then the request to send.
 */
export function checkAvailability(
  days: readonly DayKey[],
  ranges: readonly TimeRangeChoice[],
  now: Date,
  timeZone: string,
): AvailabilityCheck {
  for (const [range, choice] of ranges.entries()) {
    for (const end of ['from', 'to'] as const) {
      const part = timeOfDayParts.find((name) => choice[end][name] === null);
      if (part) return { ok: false, error: 'invalidTime', missing: { range, end, part } };
    }
  }
  const complete = ranges as readonly { from: CompleteTimeOfDay; to: CompleteTimeOfDay }[];
  const misordered = complete.flatMap((range, index) =>
    minutesOfDay(range.from) < minutesOfDay(range.to, true) ? [] : [index],
  );
  if (misordered.length > 0) return { ok: false, error: 'order', ranges: misordered };

  const request = availabilityRequest(
    days,
    complete.map((range) => ({ from: clockOf(range.from), to: clockOf(range.to) })),
    timeZone,
  );
  if (request.times.some((time) => Date.parse(time.available_end) <= now.getTime())) {
    return { ok: false, error: 'invalidTimePast' };
  }
  return { ok: true, request };
}

/** The request that marks days unavailable: their windows go, none come. */
export function unavailableRequest(
  days: readonly DayKey[],
  timeZone: string,
): AvailabilityUpdateRequest {
  return availabilityRequest(days, [], timeZone);
}

export type SelectionMode = 'single' | 'week';

/**
 * The days a pick chooses: the day itself, or in week mode its whole week (Sunday to Saturday) less
 * the days before today.
 */
export function daysPicked(mode: SelectionMode, day: DayKey, today: DayKey): DayKey[] {
  if (day < today) return [];
  return mode === 'week' ? weekOf(day).filter((key) => key >= today) : [day];
}

/** The chosen days after the mode changes: the first chosen day, or its week. */
export function daysForMode(
  mode: SelectionMode,
  selected: readonly DayKey[],
  today: DayKey,
): DayKey[] {
  const first = [...selected].sort().find((day) => day >= today);
  return first ? daysPicked(mode, first, today) : [];
}

/** The UTC range a month's grid covers in a zone (the first cell's midnight to the last's end). */
export function gridRange(month: DayKey, timeZone: string): { start: string; end: string } {
  const cells = monthGrid(month);
  return {
    start: dayRange(cells[0]!, timeZone).start.toISOString(),
    end: dayRange(cells[cells.length - 1]!, timeZone).end.toISOString(),
  };
}

const overlaps = (start: number, end: number, range: { start: Date; end: Date }) =>
  start < range.end.getTime() && end > range.start.getTime();

/** The windows that touch a day in a zone, by start. */
export function windowsOn(
  day: DayKey,
  windows: readonly AvailabilityWindowWire[],
  timeZone: string,
): AvailabilityWindowWire[] {
  const range = dayRange(day, timeZone);
  return windows
    .filter((window) =>
      overlaps(Date.parse(window.available_start), Date.parse(window.available_end), range),
    )
    .sort((a, b) => Date.parse(a.available_start) - Date.parse(b.available_start));
}

/** The bookings that start on a day in a zone, by start. */
export function bookingsOn(
  day: DayKey,
  bookings: readonly BookingWire[],
  timeZone: string,
): BookingWire[] {
  return bookings
    .filter((booking) => dayKeyOf(new Date(booking.scheduled_start), timeZone) === day)
    .sort((a, b) => Date.parse(a.scheduled_start) - Date.parse(b.scheduled_start));
}

/** The ranges of the picker that a day's windows show, or null when one cannot be shown (a window
 * over midnight, minutes off the quarter hours). */
export function rangesFromWindows(
  day: DayKey,
  windows: readonly AvailabilityWindowWire[],
  timeZone: string,
): TimeRangeChoice[] | null {
  const range = dayRange(day, timeZone);
  const ranges: TimeRangeChoice[] = [];
  for (const window of windowsOn(day, windows, timeZone)) {
    const start = new Date(window.available_start);
    const end = new Date(window.available_end);
    if (start < range.start || end > range.end) return null;
    const from = wallTimeOf(start, timeZone);
    const to = end.getTime() === range.end.getTime() ? null : wallTimeOf(end, timeZone);
    const quarter = (minute: number) => (goLiveMinutes as readonly number[]).includes(minute);
    if (!quarter(from.minute) || (to && !quarter(to.minute))) return null;
    ranges.push({
      from: timeOfDayFrom(from.hour, from.minute),
      to: to ? timeOfDayFrom(to.hour, to.minute) : timeOfDayFrom(0, 0),
    });
  }
  return ranges;
}

/**
 * The month's windows after a save: each window overlapping the saved days is cut to what lies outside
 * them (the server's rule), then the server's answer (the windows of those days now) is added.
 */
export function windowsAfterSave(
  current: readonly AvailabilityWindowWire[],
  days: readonly { start: string; end: string }[],
  answer: readonly AvailabilityWindowWire[],
): AvailabilityWindowWire[] {
  const cuts = days
    .map((day) => ({ start: Date.parse(day.start), end: Date.parse(day.end) }))
    .sort((a, b) => a.start - b.start);
  const kept: AvailabilityWindowWire[] = [];
  for (const window of current) {
    let pieces = [
      { start: Date.parse(window.available_start), end: Date.parse(window.available_end) },
    ];
    for (const cut of cuts) {
      pieces = pieces.flatMap((piece) => {
        if (piece.end <= cut.start || piece.start >= cut.end) return [piece];
        const left = piece.start < cut.start ? [{ start: piece.start, end: cut.start }] : [];
        const right = piece.end > cut.end ? [{ start: cut.end, end: piece.end }] : [];
        return [...left, ...right];
      });
    }
    for (const piece of pieces) {
      kept.push({
        id: window.id,
        available_start: new Date(piece.start).toISOString(),
        available_end: new Date(piece.end).toISOString(),
      });
    }
  }
  const answerIds = new Set(answer.map((window) => window.id));
  return [...kept.filter((window) => !answerIds.has(window.id)), ...answer].sort(
    (a, b) => Date.parse(a.available_start) - Date.parse(b.available_start),
  );
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** '9:00 AM' in a zone. */
export function formatTimeOfDay(instant: string | Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** '9:00 AM – 12:00 PM' in a zone. */
export function formatTimeSpan(start: string, end: string, timeZone: string): string {
  return `${formatTimeOfDay(start, timeZone)} – ${formatTimeOfDay(end, timeZone)}`;
}

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday, November 30' for a day key. */
export function formatDay(day: DayKey): string {
  return dayFormatter.format(utcDateOf(day));
}
