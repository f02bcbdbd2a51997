import type { Database } from './db/database.ts';

/** The URL of a stored image as the site reaches it (through its /api door). */
export function imagePath(id: number): string {
  return `/api/images/${id}`;
}

/** The id in `/api/images/{id}`, or null for any other URL. */
export function imageIdFromPath(url: string): number | null {
  const match = /^\/api\/images\/(\d{1,9})$/.exec(url);
  return match ? Number(match[1]) : null;
}

/** Whether `url` is an image this API stored (POST /images). */
export async function isStoredImage(db: Database, url: string): Promise<boolean> {
  const id = imageIdFromPath(url);
  if (id === null) return false;
  const { rows } = await db.query('SELECT 1 FROM images WHERE id = $1', [id]);
  return rows.length > 0;
}
