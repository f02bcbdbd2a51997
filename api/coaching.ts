import type { Transaction } from '@electric-sql/pglite';
import type { AvailabilityWindowWire, AvailableNowWire } from '#src/lib/api/types.ts';
import { contains, mergeRanges, overlaps, subtractRanges, type Range } from './availability.ts';
import type { Database } from './db/database.ts';
import { isAvailableNow, type UserRow } from './users.ts';

type Queryable = Database | Transaction;

interface WindowRow {
  id: number;
  available_start: Date;
  available_end: Date;
}

/** A stored window with its id, as ranges of milliseconds. */
export interface StoredWindow extends Range {
  id: number;
}

const toStored = (row: WindowRow): StoredWindow => ({
  id: row.id,
  start: row.available_start.getTime(),
  end: row.available_end.getTime(),
});

export const toWindowWire = (window: StoredWindow): AvailabilityWindowWire => ({
  id: window.id,
  available_start: new Date(window.start).toISOString(),
  available_end: new Date(window.end).toISOString(),
});

/** The coach's windows overlapping [from, to), sorted by start. */
export async function windowsOf(
  db: Queryable,
  userId: number,
  { start: from, end: to }: Range,
): Promise<StoredWindow[]> {
  const { rows } = await db.query<WindowRow>(
    `SELECT id, available_start, available_end FROM availability_windows
     WHERE user_id = $1 AND available_start < $3 AND available_end > $2
     ORDER BY available_start, id`,
    [userId, new Date(from), new Date(to)],
  );
  return rows.map(toStored);
}

/** The windows overlapping or touching [from, to]: those a change of these days may merge with. */
async function windowsAround(tx: Queryable, userId: number, { start: from, end: to }: Range) {
  const { rows } = await tx.query<WindowRow>(
    `SELECT id, available_start, available_end FROM availability_windows
     WHERE user_id = $1 AND available_start <= $3 AND available_end >= $2
     ORDER BY available_start, id`,
    [userId, new Date(from), new Date(to)],
  );
  return rows.map(toStored);
}

/** The smallest range holding all of `ranges` (at least one). */
const envelope = (ranges: readonly Range[]): Range => ({
  start: Math.min(...ranges.map((range) => range.start)),
  end: Math.max(...ranges.map((range) => range.end)),
});

/**
 * Replaces the coach's availability on `days` with `times` (POST /users/{id}/available-times): every
 * window overlapping a day loses its part inside the days (a window straddling a day's edge keeps the
 * part outside), then `times` are added; new windows that overlap or touch each other, or a window
 * left next to them, become one. Windows that do not change keep their ids. Answers the coach's
 * windows overlapping the days afterwards.
 */
export async function replaceWindows(
  tx: Queryable,
  userId: number,
  days: readonly Range[],
  times: readonly Range[],
): Promise<StoredWindow[]> {
  const around = envelope(days);
  const before = await windowsAround(tx, userId, around);
  const kept = before.flatMap((window) =>
    days.some((day) => overlaps(day, window)) ? subtractRanges(window, days) : [window],
  );
  const after = mergeRanges([...kept, ...times]);
  const unchanged = new Set<number>();
  for (const range of after) {
    const same = before.find((window) => window.start === range.start && window.end === range.end);
    if (same) unchanged.add(same.id);
  }
  const removed = before.filter((window) => !unchanged.has(window.id)).map((window) => window.id);
  if (removed.length > 0) {
    await tx.query('DELETE FROM availability_windows WHERE id = ANY($1::int[])', [removed]);
  }
  for (const range of after) {
    if (before.some((window) => unchanged.has(window.id) && contains(window, range))) continue;
    await tx.query(
      `INSERT INTO availability_windows (user_id, available_start, available_end)
       VALUES ($1, $2, $3)`,
      [userId, new Date(range.start), new Date(range.end)],
    );
  }
  const windows = await windowsOf(tx, userId, around);
  return windows.filter((window) => days.some((day) => overlaps(day, window)));
}

/** The "available now" fields as POST and PUT /users/{id}/available-now answer them. */
export function toAvailableNowWire(user: UserRow, now = new Date()): AvailableNowWire {
  return {
    is_available_now: isAvailableNow(user, now),
    available_now_start: user.available_now_start?.toISOString() ?? null,
    available_now_end: user.available_now_end?.toISOString() ?? null,
  };
}

/** Live for instant sessions from `start` until `end` (ms). */
export async function goLive(db: Queryable, coachId: number, { start, end }: Range) {
  await db.query(
    `UPDATE users SET is_available_now = true, available_now_start = $2,
       available_now_end = $3, updated_at = now()
     WHERE id = $1`,
    [coachId, new Date(start), new Date(end)],
  );
}

/** The live window ends at `end` (ms); `live` whether the coach is still live until then. */
export async function endLive(
  db: Queryable,
  coachId: number,
  { live, end }: { live: boolean; end: number },
) {
  await db.query(
    `UPDATE users SET is_available_now = $2, available_now_end = $3, updated_at = now()
     WHERE id = $1`,
    [coachId, live, new Date(end)],
  );
}
