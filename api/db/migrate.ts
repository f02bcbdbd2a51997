import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  /** The number prefix of the file, e.g. `001`. */
  version: string;
  name: string;
  sql: string;
}

/** The numbered SQL files (`001_init.sql`, `002_…`), in order. */
export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => ({
      version: file.slice(0, file.indexOf('_')),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction together
 * with its record, so a restart never applies one twice and a failed one leaves nothing behind.
 * Returns the names of the migrations applied now.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    appliedNow.push(migration.name);
  }
  return appliedNow;
}
