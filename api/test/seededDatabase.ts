import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase, type SeedOptions } from '../seed/seed.ts';

/**
 * Fresh in-memory databases for the tests, each opened from a template: the migrations (and the seed)
 * run once per test process and per kind of database, the result is dumped (PGlite's `dumpDataDir`),
 * and every database asked for after that is opened from the dump. Each is still a database of its
 * own, isolated from every other, holding what `openDatabase('memory')` + `migrate` (+
 * `seedDatabase`) would have written at that moment — in about 0.4 s instead of 2–3 s (most of that
 * is PostgreSQL's initdb, which a dump skips). seededDatabase.test.ts checks that a copy holds the
 * same rows and sequences as the real thing.
 *
 * Vitest runs each test file in a process of its own (`isolate`), so a template serves one file: the
 * files that open many databases (the seed's tests, several API servers) gain, and a file that asks
 * once pays for the dump only (~0.2 s): the database that builds a template is handed to the first
 * caller itself. A seeded template is built on a copy of the migrated one when the file has one.
 * Measured on 2 cores: api/seed/directory.test.ts 48 s → 14 s, the whole API suite only 3m44s →
 * 3m32s, as most files start one API. Sharing templates across files would need a `globalSetup` in
 * vitest.config.ts (a temp directory passed to the workers with `provide`/`inject`, written to
 * atomically, cleared on reruns and at teardown): a file's first database would then cost about
 * 1.3 s instead of about 3 s.
 *
 * What a copy does not share with its template:
 * - `database_identity` (migration 014) is drawn again: token ids are unique within a database only,
 *   and the real-time rooms of two API servers in one test tell their databases apart by it.
 * - Nothing per connection: LISTEN (api/realtime.ts) is set up by `createApiServer` on the database it
 *   is given; triggers (the `tokens_ended` notify of migration 014) are part of the dump.
 *
 * The seed depends on the clock (bookings three days after seeding at 17:00 UTC, designers'
 * availability from the seeding day in Los Angeles and New York, messages so many days ago): a
 * seeded template serves within the UTC hour it was seeded in only — those days all begin on a UTC
 * hour — and a new one is seeded after that, or when `Date` is faked to another hour. What the seed
 * takes from the clock is thus a fresh seed's to the day and hour, earlier by the template's age (one
 * test file's run) at most. The migrated template takes nothing from the clock but
 * `schema_migrations.applied_at`. The seed writes no files, so there is nothing on disk to share.
 */

/** A template's dump, keyed by what it holds (and, seeded, the UTC hour it was seeded in). */
const templates = new Map<string, Promise<Blob>>();

/** The UTC hour, `2026-05-10T23`: a seeded template serves within the hour it was seeded in only. */
const madeInHour = () => new Date().toISOString().slice(0, 13);

async function fromTemplate(key: string, build: () => Promise<Database>): Promise<Database> {
  const dump = templates.get(key);
  if (dump) return openCopy(await dump);
  const built = (async () => {
    const db = await build();
    try {
      // A dump is a copy of the data directory as it is on disk, opened like after a crash: WAL
      // replay would move every sequence on by up to 32 (PostgreSQL logs them ahead). After a
      // checkpoint there is nothing to replay, and the next id in a copy is the next id here.
      await db.exec('CHECKPOINT');
      return { db, dump: await db.dumpDataDir('none') };
    } catch (error) {
      await db.close();
      throw error;
    }
  })();
  const dumped = built.then(({ dump }) => dump);
  templates.set(key, dumped);
  // A failed build is tried again by the next caller, not remembered.
  dumped.catch(() => templates.delete(key));
  return (await built).db;
}

async function openCopy(dump: Blob): Promise<Database> {
  const db = await PGlite.create({ loadDataDir: dump });
  try {
    await db.exec(`
      DO $$ BEGIN
        IF to_regclass('public.database_identity') IS NOT NULL THEN
          UPDATE database_identity SET id = gen_random_uuid();
        END IF;
      END $$;
    `);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

const migratedKey = JSON.stringify(['migrated']);

/** `openDatabase('memory')` and `migrate`, closing the database when they fail. */
async function openAndMigrate(): Promise<Database> {
  const db = await openDatabase('memory');
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * A fresh in-memory database with every migration applied and the demo content seeded with these
 * options, as `openDatabase('memory')`, `migrate(db)` and `seedDatabase(db, options)` would leave it.
 * The caller closes it.
 */
export function openSeededDatabase(options: SeedOptions = {}): Promise<Database> {
  const seed = { e2e: options.e2e ?? false, siteUrl: options.siteUrl ?? 'http://localhost:3000' };
  return fromTemplate(
    JSON.stringify(['seeded', seed.e2e, seed.siteUrl, madeInHour()]),
    async () => {
      // Seeded on a copy of the migrated template when this process has one already (no initdb).
      const migrated = templates.get(migratedKey);
      const db = migrated ? await openCopy(await migrated) : await openAndMigrate();
      try {
        await seedDatabase(db, seed);
      } catch (error) {
        await db.close();
        throw error;
      }
      return db;
    },
  );
}

/**
 * A fresh in-memory database with every migration applied and nothing seeded, as
 * `openDatabase('memory')` and `migrate(db)` would leave it (for tests of the seed itself, and APIs
 * started with `seed: false`). The caller closes it.
 */
export function openMigratedDatabase(): Promise<Database> {
  return fromTemplate(migratedKey, openAndMigrate);
}
