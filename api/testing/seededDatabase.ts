import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
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
 * A template is made once per test run, not once per test file: Vitest runs each file in a process
 * of its own (`isolate`), so each dump is also written to a folder the whole run shares
 * (api/testing/templateFolder.ts, a `globalSetup` of the unit projects), and a file's first database of
 * a kind is opened from there when another file made it already (about 1.3 s, against about 3 s to
 * migrate and more to seed). Two files that ask at once may both make it; each writes its dump whole
 * and renames it into place, so a reader never sees half of one. Without the folder (a test run
 * without the setup) templates are kept per process, as before. The database that builds a template
 * is handed to the first caller itself. A seeded template is built on a copy of the migrated one when
 * there is one. Measured on 2 cores: api/seed/directory.test.ts 48 s → 14 s with templates per
 * process.
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

/** The run's shared template folder (api/testing/templateFolder.ts), when the run has one. */
const sharedFolder: string | undefined = (() => {
  try {
    return inject('databaseTemplateFolder');
  } catch {
    // Not under Vitest, or a project without the setup.
    return undefined;
  }
})();

/** Where a template's dump is kept in the shared folder. */
const sharedFile = (key: string) =>
  sharedFolder &&
  path.join(sharedFolder, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.tar`);

/** A template's dump, from this process or from the shared folder; undefined when neither has it. */
function knownDump(key: string): Promise<Blob> | undefined {
  const known = templates.get(key);
  if (known) return known;
  const file = sharedFile(key);
  if (!file || !existsSync(file)) return undefined;
  const read = readFile(file).then((bytes) => new Blob([bytes]));
  templates.set(key, read);
  read.catch(() => templates.delete(key));
  return read;
}

/** Writes a dump to the shared folder whole, then renames it into place. */
async function share(key: string, dump: Blob) {
  const file = sharedFile(key);
  if (!file) return;
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

async function fromTemplate(key: string, build: () => Promise<Database>): Promise<Database> {
  const dump = knownDump(key);
  if (dump) return openCopy(await dump);
  const built = (async () => {
    const db = await build();
    try {
      // A dump is a copy of the data directory as it is on disk, opened like after a crash: WAL
      // replay would move every sequence on by up to 32 (PostgreSQL logs them ahead). After a
      // checkpoint there is nothing to replay, and the next id in a copy is the next id here.
      await db.exec('CHECKPOINT');
      const dump = await db.dumpDataDir('none');
      // Not sharing it only costs the other files time.
      await share(key, dump).catch((error: unknown) =>
        console.warn('A test database template could not be shared:', error),
      );
      return { db, dump };
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
      const migrated = knownDump(migratedKey);
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
