// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openMigratedDatabase, openSeededDatabase } from '../testing/seededDatabase.ts';
import { demoOrderUuids, seedAccountProducts } from './accountArea.ts';
import { seedCoachHours, seedDesignersWithHours, seedWindowDaysAhead } from './coaching.ts';
import { seedDatabase } from './seed.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// Each test opens its own database from a template (api/testing/seededDatabase.ts): migrated only where
// the test runs the seed itself (at a time of its choosing), seeded where it starts from the seeded
// content.
let db: Database;
afterEach(async () => {
  if (db && !db.closed) await db.close();
});

/** Seeds as if it were `iso` (only Date is faked: the database's own clock runs on). */
async function seedAt(iso: string, options: Parameters<typeof seedDatabase>[1] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  try {
    await seedDatabase(db, options);
  } finally {
    vi.useRealTimers();
  }
}

/** The windows of the account with this e-mail, as [start, end] ISO strings. */
async function windowsOf(email: string): Promise<[string, string][]> {
  const { rows } = await db.query<{ start: string; end: string }>(
    `SELECT to_char(w.available_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS start,
            to_char(w.available_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS "end"
     FROM availability_windows w JOIN users u ON u.id = w.user_id
     WHERE lower(u.email) = lower($1) ORDER BY w.available_start`,
    [email],
  );
  return rows.map((row) => [row.start, row.end]);
}

const maya = 'coach@trellis.test';
const count = async (sql: string) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`)).rows[0]!.count;

describe('the coaching seed', () => {
  it('adds the photo review product (6): a coaching session with no call', async () => {
    db = await openSeededDatabase();
    const { rows } = await db.query(
      `SELECT id, name, price, session_length, survey_id, can_instant_book, type,
              jsonb_array_length(attributes) AS lines
       FROM products WHERE id = 6`,
    );
    expect(rows).toEqual([
      {
        id: 6,
        name: 'Garden Photo Review',
        price: 3500,
        session_length: 0,
        survey_id: 1,
        can_instant_book: false,
        type: 'coaching-session',
        lines: 4,
      },
    ]);
    expect(seedAccountProducts[5]).toMatchObject({ id: 6, canInstantBook: false });
  });

  it('gives Maya weekday hours 9–12 and 13–17 Los Angeles time for 45 days, across the spring change', async () => {
    db = await openMigratedDatabase();
    // Monday 2 March 2026, noon in Los Angeles; the clocks go forward on Sunday 8 March.
    await seedAt('2026-03-02T20:00:00Z');
    const windows = await windowsOf(maya);
    // 2 March to 16 April: 34 weekdays, two windows each.
    expect(seedWindowDaysAhead).toBe(45);
    expect(windows).toHaveLength(68);
    expect(windows.slice(0, 2)).toEqual([
      ['2026-03-02T17:00Z', '2026-03-02T20:00Z'],
      ['2026-03-02T21:00Z', '2026-03-03T01:00Z'],
    ]);
    // Friday 6 March in standard time, Monday 9 March in daylight time; no weekend.
    expect(windows.filter(([start]) => /^2026-03-0[6-9]/.test(start))).toEqual([
      ['2026-03-06T17:00Z', '2026-03-06T20:00Z'],
      ['2026-03-06T21:00Z', '2026-03-07T01:00Z'],
      ['2026-03-09T16:00Z', '2026-03-09T19:00Z'],
      ['2026-03-09T20:00Z', '2026-03-10T00:00Z'],
    ]);
    expect(windows.at(-1)).toEqual(['2026-04-16T20:00Z', '2026-04-17T00:00Z']);
    // Not live; the customer's sessions with her are still there (her bookings).
    const { rows } = await db.query<{ is_available_now: boolean }>(
      'SELECT is_available_now FROM users WHERE email = $1',
      [maya],
    );
    expect(rows[0]!.is_available_now).toBe(false);
    expect(
      await count(
        `orders WHERE uuid IN ('${demoOrderUuids.upcomingSession}', '${demoOrderUuids.pastSession}')`,
      ),
    ).toBe(2);
  });

  it('gives the first three active directory designers weekdays 10–16 New York time', async () => {
    db = await openMigratedDatabase();
    await seedAt('2026-03-02T20:00:00Z');
    expect(seedDesignersWithHours.map((person) => person.last_name)).toEqual([
      'Brooks',
      'Ramirez',
      'Whitfield',
    ]);
    expect(seedCoachHours).toHaveLength(4);
    for (const { email } of seedCoachHours.slice(1)) {
      const windows = await windowsOf(email);
      expect(windows).toHaveLength(34);
      expect(windows.filter(([start]) => /^2026-03-0[6-9]/.test(start))).toEqual([
        ['2026-03-06T15:00Z', '2026-03-06T21:00Z'],
        ['2026-03-09T14:00Z', '2026-03-09T20:00Z'],
      ]);
    }
    expect(await count('availability_windows')).toBe(68 + 3 * 34);
  });

  it('adds nothing on a second start the same day; later starts add only the new days', async () => {
    db = await openMigratedDatabase();
    await seedAt('2026-03-02T20:00:00Z');
    await seedAt('2026-03-02T23:00:00Z');
    expect(await windowsOf(maya)).toHaveLength(68);

    // Maya clears Tuesday 10 March; ten days later the seed tops up 13–26 April only.
    await db.query(
      `DELETE FROM availability_windows WHERE user_id = (SELECT id FROM users WHERE email = $1)
         AND available_start >= '2026-03-10T07:00Z' AND available_start < '2026-03-11T07:00Z'`,
      [maya],
    );
    await seedAt('2026-03-12T20:00:00Z');
    const windows = await windowsOf(maya);
    expect(windows.filter(([start]) => start.startsWith('2026-03-10'))).toEqual([]);
    // 17–26 April holds six weekdays (17, 20–24); the cleared day stays cleared.
    expect(windows).toHaveLength(68 - 2 + 12);
    expect(windows.at(-1)).toEqual(['2026-04-24T20:00Z', '2026-04-25T00:00Z']);
  });

  it('arrives on a database filled before coaching existed', async () => {
    db = await openSeededDatabase();
    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'coaching' OR name LIKE 'coaching-windows:%';
      DELETE FROM availability_windows;
      DELETE FROM products WHERE id = 6;
    `);
    await seedDatabase(db);
    expect(await count('products WHERE id = 6')).toBe(1);
    expect(await windowsOf(maya)).not.toHaveLength(0);
    expect(await count("seed_runs WHERE name LIKE 'coaching-windows:%'")).toBe(4);
  });
});
