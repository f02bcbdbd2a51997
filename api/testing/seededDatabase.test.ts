// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { issueToken, onTokenEnded, revokeToken } from '../auth/tokens.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { demoOrderUuids } from '../seed/accountArea.ts';
import { seedDatabase } from '../seed/seed.ts';
import { openMigratedDatabase, openSeededDatabase } from './seededDatabase.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const opened: Database[] = [];
const track = async (db: Promise<Database>) => {
  const ready = await db;
  opened.push(ready);
  return ready;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => (db.closed ? undefined : db.close())));
});

/**
 * Columns that differ between any two real seeds: drawn at random (salts, tokens and the links that
 * carry them, access keys, the database's identity). Timestamps are left out by type: they follow
 * the clock.
 */
const randomColumns: Record<string, string[]> = {
  database_identity: ['id'],
  design_files: ['access_key'],
  outbox: ['body', 'link'],
  password_tokens: ['token_hash'],
  users: ['password_hash'],
};

/** Every row of every table (ordered), without the columns left out; and every sequence's state. */
async function contents(db: Database, { exact }: { exact: boolean }) {
  const { rows: columns } = await db.query<{ table: string; column: string; type: string }>(
    `SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
     FROM information_schema.columns c JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column, type } of columns) {
    const leftOut =
      !exact && (type.startsWith('timestamp') || randomColumns[table]?.includes(column));
    tables.set(table, [...(tables.get(table) ?? []), ...(leftOut ? [] : [column])]);
  }
  const rows: Record<string, string[]> = {};
  for (const [table, kept] of tables) {
    const { rows: found } = await db.query<{ row: string }>(
      `SELECT jsonb_build_object(${kept.map((column) => `'${column}', x."${column}"`).join(', ')})::text AS row
       FROM "${table}" x ORDER BY 1`,
    );
    rows[table] = found.map(({ row }) => row);
  }
  const { rows: sequences } = await db.query(
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return { rows, sequences };
}

const identity = async (db: Database) =>
  (await db.query<{ id: string }>('SELECT id FROM database_identity')).rows[0]!.id;

describe('a database opened from a template', () => {
  it('holds what openDatabase, migrate (and seedDatabase) write, and the next ids they would give', async () => {
    const real = await track(openDatabase('memory'));
    await migrate(real);
    // The first one asked for makes the template; the next is a copy of it.
    await track(openMigratedDatabase());
    const migrated = await track(openMigratedDatabase());
    expect(await contents(migrated, { exact: false })).toEqual(
      await contents(real, { exact: false }),
    );
    expect(await migrate(migrated)).toEqual([]);
    expect((await migrated.query('SELECT 1 FROM users')).rows).toEqual([]);

    await seedDatabase(real);
    const first = await track(openSeededDatabase());
    const copy = await track(openSeededDatabase());
    const expected = await contents(real, { exact: false });
    expect(Object.keys(expected.rows).length).toBeGreaterThan(40);
    expect(expected.rows.users!.length).toBeGreaterThan(40);
    expect(await contents(first, { exact: false })).toEqual(expected);
    expect(await contents(copy, { exact: false })).toEqual(expected);
    // To the last timestamp and salt, a copy is its template, but for its identity.
    const template = await contents(first, { exact: true });
    const { rows, sequences } = await contents(copy, { exact: true });
    expect(sequences).toEqual(template.sequences);
    expect({ ...rows, database_identity: [] }).toEqual({
      ...template.rows,
      database_identity: [],
    });

    for (const db of [real, first, copy]) {
      const { rows: designs } = await db.query<{ id: number }>(
        "INSERT INTO designs (user_id, name) SELECT id, 'Next' FROM users LIMIT 1 RETURNING id",
      );
      expect(designs[0]!.id).toBe(3);
    }
  });

  it('is a database of its own, with an identity of its own', async () => {
    const [one, two, three] = await Promise.all([
      track(openSeededDatabase()),
      track(openSeededDatabase()),
      track(openSeededDatabase()),
    ]);
    await one!.query("DELETE FROM users WHERE email = 'customer@trellis.test'");
    const customers = async (db: Database) =>
      (
        await db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM users WHERE email = 'customer@trellis.test'",
        )
      ).rows[0]!.count;
    expect([await customers(one!), await customers(two!), await customers(three!)]).toEqual([
      0, 1, 1,
    ]);
    expect(new Set([await identity(one!), await identity(two!), await identity(three!)]).size).toBe(
      3,
    );
  });

  it("announces a token's end (migration 014's trigger) to whoever listens on the copy", async () => {
    const db = await track(openSeededDatabase());
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'customer@trellis.test'",
    );
    const { access_token } = await issueToken(db, rows[0]!.id);
    const ended: number[] = [];
    await onTokenEnded(db, (tokenId) => ended.push(tokenId));
    expect(await revokeToken(db, access_token)).toBe(true);
    await vi.waitFor(() => expect(ended).toHaveLength(1));
  });

  it('follows the seed options: the end-to-end pages, the site address in the welcome link', async () => {
    const plain = await track(openSeededDatabase());
    const e2e = await track(openSeededDatabase({ e2e: true, siteUrl: 'https://garden.example' }));
    const resilience = async (db: Database) =>
      (await db.query("SELECT 1 FROM pages WHERE slug = 'e2e/resilience'")).rows.length;
    expect([await resilience(plain), await resilience(e2e)]).toEqual([0, 1]);
    const welcome = async (db: Database) =>
      (await db.query<{ link: string }>('SELECT link FROM outbox')).rows[0]!.link;
    expect(await welcome(plain)).toMatch(/^http:\/\/localhost:3000\//);
    expect(await welcome(e2e)).toMatch(/^https:\/\/garden\.example\//);
  });

  it('is seeded again in another hour: what the seed takes from the clock is never stale', async () => {
    const upcoming = async (db: Database) =>
      (
        await db.query<{ start: Date }>(
          'SELECT scheduled_start AS start FROM orders WHERE uuid = $1',
          [demoOrderUuids.upcomingSession],
        )
      ).rows[0]!.start.getTime();
    const today = await track(openSeededDatabase());
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      const tomorrow = await track(openSeededDatabase());
      // Three days after seeding at 17:00 UTC (api/seed/accountArea.ts).
      expect((await upcoming(tomorrow)) - (await upcoming(today))).toBe(24 * 60 * 60 * 1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is made once per test run: another test file opens it from the run’s shared folder', async () => {
    const folder = inject('databaseTemplateFolder');
    await track(openMigratedDatabase());
    const dumps = () =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.tar'))
        .map((file) => ({ file, written: statSync(path.join(folder, file)).mtimeMs }));
    const before = dumps();
    expect(before.length).toBeGreaterThan(0);
    // Another test file: a fresh copy of the module, with no template of its own in memory.
    vi.resetModules();
    const fresh = await import('./seededDatabase.ts');
    const migrated = await track(fresh.openMigratedDatabase());
    expect(await migrate(migrated)).toEqual([]);
    // Opened from the shared dump, not made and written again (other files may add their own).
    const known = new Set(before.map(({ file }) => file));
    expect(dumps().filter(({ file }) => known.has(file))).toEqual(before);
  });
});
