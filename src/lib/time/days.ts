/**
 * Calendar days as people say them (`2026-03-08`) and the month grid of a calendar. Day arithmetic
 * is in calendar days, so daylight saving never shifts a day; turning a day into instants needs its
 * zone (dayRange).
 */
import { dayMs, instantOf, wallTimeOf } from './zone.ts';

/** A calendar day as people say it: `2026-03-08`. */
export type DayKey = string;

/** A calendar grid is padded to at least this many cells (5 rows of 7). */
export const calendarCells = 35;

const pad = (value: number) => String(value).padStart(2, '0');

/** The day an instant falls on in a zone. */
export function dayKeyOf(instant: Date | number, timeZone: string): DayKey {
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

/** The day's midnight in UTC: the day itself for a formatter or a date read in UTC. */
export function utcDateOf(key: DayKey): Date {
  const { year, month, day } = parseDayKey(key);
  return new Date(Date.UTC(year, month - 1, day));
}

/** Sunday 0 … Saturday 6 of a day. */
export function weekdayOf(key: DayKey): number {
  return utcDateOf(key).getUTCDay();
}

/** A day in a zone as the UTC range from its midnight to the next (23 or 25 hours across DST). */
export function dayRange(key: DayKey, timeZone: string): { start: Date; end: Date } {
  return {
    start: instantOf(parseDayKey(key), timeZone),
    end: instantOf(parseDayKey(addDays(key, 1)), timeZone),
  };
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

/** The days of the week (Sunday to Saturday) a day is in. */
export function weekOf(key: DayKey): DayKey[] {
  const sunday = addDays(key, -weekdayOf(key));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}
