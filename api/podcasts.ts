import type { PodcastWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { firstRow } from './db/rows.ts';

const columns = `id, title, description, to_char(published_on, 'YYYY-MM-DD') AS published_on, links`;

/** A page of the episodes, newest first, leaving out `exclude`; and how many there are in all. */
export async function listPodcasts(
  db: Database,
  exclude: number[],
  { perPage, offset }: { perPage: number; offset: number },
): Promise<{ rows: PodcastWire[]; total: number }> {
  const { rows: counted } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM podcasts WHERE NOT (id = ANY($1::int[]))',
    [exclude],
  );
  const { rows } = await db.query<PodcastWire>(
    `SELECT ${columns} FROM podcasts WHERE NOT (id = ANY($1::int[]))
     ORDER BY published_on DESC, id DESC LIMIT $2 OFFSET $3`,
    [exclude, perPage, offset],
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findPodcast(db: Database, id: number): Promise<PodcastWire | null> {
  return firstRow<PodcastWire>(db, `SELECT ${columns} FROM podcasts WHERE id = $1`, [id]);
}
