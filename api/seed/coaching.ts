import type { Transaction } from '@electric-sql/pglite';
import {
  addDays,
  isoDate,
  overlaps,
  wallClockAt,
  weeklyWindows,
  type WallClock,
  type WeeklyHours,
} from '../availability.ts';
import type { Database } from '../db/database.ts';
import { writeProducts } from './accountArea.ts';
import { demoAccount } from './accounts.ts';
import { designerEmail, seedDesigners } from './directoryData.ts';

type Queryable = Database | Transaction;

/** Monday to Friday. */
const weekdays = [1, 2, 3, 4, 5] as const;

/** The demo designer's hours (Maya Okafor, in her timezone): weekdays 9:00–12:00 and 13:00–17:00. */
export const demoCoachHours: WeeklyHours = {
  weekdays,
  hours: [
    [
      [9, 0],
      [12, 0],
    ],
    [
      [13, 0],
      [17, 0],
    ],
  ],
};

/** The hours of a few directory designers: weekdays 10:00–16:00 New York time. */
export const directoryCoachHours: WeeklyHours = {
  weekdays,
  hours: [
    [
      [10, 0],
      [16, 0],
    ],
  ],
};
export const directoryCoachTimeZone = 'America/New_York';

/** Windows are written for the seeding day and this many days after it (in the coach's timezone). */
export const seedWindowDaysAhead = 45;

/** The directory designers with hours: the first three active ones (all active ones have video). */
export const seedDesignersWithHours = seedDesigners
  .filter((person) => person.coach_status === 'active')
  .slice(0, 3);

export interface SeedCoachHours {
  email: string;
  timeZone: string;
  hours: WeeklyHours;
}

/** Whose windows the seed writes, in which timezone. */
export const seedCoachHours: readonly SeedCoachHours[] = [
  {
    email: demoAccount('coach').email,
    timeZone: demoAccount('coach').timezone,
    hours: demoCoachHours,
  },
  ...seedDesignersWithHours.map((person) => ({
    email: designerEmail(person),
    timeZone: directoryCoachTimeZone,
    hours: directoryCoachHours,
  })),
];

async function hasRun(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [name]);
  return rows.length > 0;
}

/** `YYYY-MM-DD` as a date. */
function parseIsoDate(value: string): Pick<WallClock, 'year' | 'month' | 'day'> | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** Whole days from `a` to `b`. */
const daysBetween = (
  a: Pick<WallClock, 'year' | 'month' | 'day'>,
  b: Pick<WallClock, 'year' | 'month' | 'day'>,
) =>
  Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );

/**
 * The coach's seeded hours up to `seedWindowDaysAhead` days after today (in their timezone). The
 * seeded days are remembered (`coaching-windows:<email>` in `seed_runs`, the last date as its
 * fingerprint): a later start adds only the days after it, so the calendar never runs dry and a day
 * the coach changed is never written over. A day on which the coach already has a window is skipped.
 */
async function topUpWindows(tx: Queryable, coach: SeedCoachHours, now: Date) {
  const { rows: users } = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [coach.email],
  );
  const userId = users[0]?.id;
  if (userId === undefined) return;

  const name = `coaching-windows:${coach.email}`;
  const { rows: runs } = await tx.query<{ fingerprint: string | null }>(
    'SELECT fingerprint FROM seed_runs WHERE name = $1',
    [name],
  );
  const today = wallClockAt(now.getTime(), coach.timeZone);
  const last = addDays(today, seedWindowDaysAhead);
  const seededThrough = runs[0]?.fingerprint ? parseIsoDate(runs[0].fingerprint) : null;
  const first =
    seededThrough && daysBetween(today, seededThrough) >= 0 ? addDays(seededThrough, 1) : today;
  const count = daysBetween(first, last) + 1;
  if (count <= 0) return;

  const windows = weeklyWindows(first, count, coach.timeZone, coach.hours);
  if (windows.length > 0) {
    const { rows: existing } = await tx.query<{ available_start: Date; available_end: Date }>(
      `SELECT available_start, available_end FROM availability_windows
       WHERE user_id = $1 AND available_end > $2 AND available_start < $3`,
      [userId, new Date(windows[0]!.start), new Date(windows[windows.length - 1]!.end)],
    );
    const taken = existing.map((row) => ({
      start: row.available_start.getTime(),
      end: row.available_end.getTime(),
    }));
    // A day counts as the coach's own when any window overlaps its seeded hours' span.
    const byDate = new Map<string, typeof windows>();
    for (const window of windows)
      byDate.set(window.date, [...(byDate.get(window.date) ?? []), window]);
    for (const dayWindows of byDate.values()) {
      const span = {
        start: Math.min(...dayWindows.map((window) => window.start)),
        end: Math.max(...dayWindows.map((window) => window.end)),
      };
      if (taken.some((range) => overlaps(range, span))) continue;
      for (const window of dayWindows) {
        await tx.query(
          `INSERT INTO availability_windows (user_id, available_start, available_end)
           VALUES ($1, $2, $3)`,
          [userId, new Date(window.start), new Date(window.end)],
        );
      }
    }
  }
  await tx.query(
    `INSERT INTO seed_runs (name, fingerprint) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
    [name, isoDate(last)],
  );
}

/**
 * Coaching's demo data, after the directory: the photo review product (6, written once:
 * `coaching` in `seed_runs`, so a data directory made before it gets it on its next start), and the
 * availability windows of Maya Okafor (weekdays 9:00–12:00 and 13:00–17:00 Los Angeles time) and of
 * the first three active directory designers (weekdays 10:00–16:00 New York time), from the seeding
 * day through 45 days ahead, topped up on every start. The customer's seeded sessions with Maya are
 * her bookings.
 */
export async function seedCoaching(db: Database, now = new Date()): Promise<void> {
  if (!(await hasRun(db, 'coaching'))) {
    await db.transaction(async (tx) => {
      await writeProducts(tx);
      await tx.query("INSERT INTO seed_runs (name) VALUES ('coaching')");
    });
  }
  await db.transaction(async (tx) => {
    for (const coach of seedCoachHours) await topUpWindows(tx, coach, now);
  });
}
