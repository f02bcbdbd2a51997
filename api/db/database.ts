import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export type Database = PGlite;

/** `'memory'` (or `'memory://'`) keeps everything in memory; anything else is a directory on disk. */
export function isMemoryDataDir(dataDir: string): boolean {
  return dataDir === 'memory' || dataDir.startsWith('memory://');
}

/**
 * Opens the embedded PostgreSQL (PGlite). A data directory is created when missing and persists across
 * restarts; deleting it resets the data. Only one process may open a data directory at a time.
 */
export async function openDatabase(dataDir: string): Promise<Database> {
  if (isMemoryDataDir(dataDir)) return PGlite.create('memory://');
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true });
  return PGlite.create(absolute);
}
