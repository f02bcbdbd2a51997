import type { Database } from './db/database.ts';
import { firstRow, hasRow } from './db/rows.ts';

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
  return hasRow(db, 'SELECT 1 FROM images WHERE id = $1', [id]);
}

/** The type of an image by its first bytes (never by its name or the browser's word for it). */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/gif' | null {
  const starts = (signature: number[]) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // GIF87a or GIF89a.
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  return null;
}

/** An uploaded image stored; its id. */
export async function storeImage(
  db: Database,
  {
    userId,
    model,
    contentType,
    bytes,
  }: { userId: number; model: string; contentType: string; bytes: Uint8Array },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO images (user_id, model, content_type, size, bytes)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, model, contentType, bytes.length, bytes],
  );
  return rows[0]!.id;
}

export async function findImage(
  db: Database,
  id: number,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  return firstRow<{ content_type: string; bytes: Uint8Array }>(
    db,
    'SELECT content_type, bytes FROM images WHERE id = $1',
    [id],
  );
}
