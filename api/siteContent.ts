import type { RedirectsWire, SiteOptionWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';

/** The site-wide options, in their order. */
export async function siteOptions(db: Database): Promise<SiteOptionWire[]> {
  const { rows } = await db.query<SiteOptionWire>(
    'SELECT type, fields FROM site_options ORDER BY position, id',
  );
  return rows;
}

/** The legacy redirects: old path → new path. */
export async function redirectMap(db: Database): Promise<RedirectsWire> {
  const { rows } = await db.query<{ from_path: string; to_path: string }>(
    'SELECT from_path, to_path FROM redirects ORDER BY from_path',
  );
  return Object.fromEntries(rows.map((row) => [row.from_path, row.to_path]));
}
