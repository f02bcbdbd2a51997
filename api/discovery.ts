import type { CourseWire, FavoritesWire, NamedWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { hasRow } from './db/rows.ts';

// The small lists of discovery (expertises, tags, topics, posts, courses) and a person's favourite
// designers.

/** The lists of names a filter offers. */
export const namedLists = ['expertises', 'tags', 'topics'] as const;

/** A list of names, by name. */
export async function namedList(
  db: Database,
  table: (typeof namedLists)[number],
): Promise<NamedWire[]> {
  const { rows } = await db.query<NamedWire>(
    `SELECT id, name FROM ${table} ORDER BY lower(name), id`,
  );
  return rows;
}

/** The ids of the newest posts. */
export async function newestPostIds(db: Database, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM posts ORDER BY published_on DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map((row) => row.id);
}

/** The courses of these ids in that order, or every course (by id) when there are none. */
export async function coursesOf(db: Database, ids: number[]): Promise<CourseWire[]> {
  const { rows } = await db.query<CourseWire>(
    ids.length > 0
      ? 'SELECT id, slug, title, description, image, url FROM courses WHERE id = ANY($1::int[])'
      : 'SELECT id, slug, title, description, image, url FROM courses ORDER BY id',
    ids.length > 0 ? [ids] : [],
  );
  return ids.length > 0 ? ids.flatMap((id) => rows.filter((course) => course.id === id)) : rows;
}

export async function isCoach(db: Database, id: number): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE id = $1 AND coach', [id]);
}

/** Adds the coach to the person's favourites, or takes them off: the list as it now is. */
export async function toggleFavoriteCoach(
  db: Database,
  userId: number,
  coachId: number,
): Promise<FavoritesWire> {
  const { rows } = await db.query<{ favorite_coaches: FavoritesWire }>(
    `UPDATE users SET favorite_coaches = CASE
       WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(favorite_coaches) entry
                    WHERE entry->>'id' = $2::text)
       THEN (SELECT coalesce(jsonb_agg(entry ORDER BY position), '[]'::jsonb)
             FROM jsonb_array_elements(favorite_coaches) WITH ORDINALITY AS kept(entry, position)
             WHERE entry->>'id' IS DISTINCT FROM $2::text)
       ELSE favorite_coaches || jsonb_build_array(jsonb_build_object('id', $2::int))
     END, updated_at = now()
     WHERE id = $1 RETURNING favorite_coaches`,
    [userId, coachId],
  );
  return rows[0]!.favorite_coaches;
}
