import type { Transaction } from '@electric-sql/pglite';
import type { GardenWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { idParam, notFound, validationError, type FieldErrors } from './http/errors.ts';
import { addError, bodyOf, requireString, wholeNumber, withinLimit } from './http/validate.ts';
import { isStoredImage } from './images.ts';

export const gardenLimits = { description: 2000, images: 12 } as const;
export const gardensPerPage = { default: 12, max: 100 } as const;

const notFoundMessage = 'Garden not found';
const imageMessage = 'The image must be an image uploaded with POST /images.';

export interface GardenRow {
  id: number;
  user_id: number;
  description: string;
  city: string | null;
  state: string | null;
  created_at: Date;
  first_name: string;
  last_name: string;
  coach: boolean;
}

const gardenColumns = `gardens.id, gardens.user_id, gardens.description, gardens.city, gardens.state,
  gardens.created_at, users.first_name, users.last_name, users.coach`;

/** Gardens as GardenWire, in the order of `rows`. */
export async function toGardenWires(db: Database, rows: GardenRow[]): Promise<GardenWire[]> {
  if (rows.length === 0) return [];
  const { rows: images } = await db.query<{ garden_id: number; id: number; image: string }>(
    `SELECT garden_id, id, image FROM garden_images WHERE garden_id = ANY($1::int[])
     ORDER BY garden_id, position, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    description: row.description,
    city: row.city,
    state: row.state,
    images: images
      .filter((image) => image.garden_id === row.id)
      .map(({ id, image }) => ({ id, image })),
    user: {
      id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      coach: row.coach,
    },
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export async function findGarden(
  db: Database,
  userId: number,
  gardenValue: unknown,
): Promise<GardenRow> {
  const id = idParam(gardenValue, notFoundMessage);
  const { rows } = await db.query<GardenRow>(
    `SELECT ${gardenColumns} FROM gardens JOIN users ON users.id = gardens.user_id
     WHERE gardens.id = $1 AND gardens.user_id = $2`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(notFoundMessage);
  return rows[0];
}

export interface GardenChange {
  description: string;
  city: string | null;
  state: string | null;
  images: { id: number | null; image: string }[];
}

function optionalText(errors: FieldErrors, body: Record<string, unknown>, field: string) {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 255) {
    addError(errors, field, `The ${field} must be a string of at most 255 characters.`);
    return null;
  }
  return value.trim() || null;
}

/** The body of POST and PUT: 422 with every error otherwise. `current` are the garden's images now. */
export async function readGardenChange(
  db: Database,
  rawBody: unknown,
  current: { id: number; image: string }[] = [],
): Promise<GardenChange> {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};
  const description = requireString(errors, body, 'description', {
    max: gardenLimits.description,
  });
  const city = optionalText(errors, body, 'city');
  const state = optionalText(errors, body, 'state');

  const images: GardenChange['images'] = [];
  const raw = body.images;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    addError(errors, 'images', 'The images field is required.');
  } else if (!Array.isArray(raw)) {
    addError(errors, 'images', 'The images must be a list.');
  } else if (withinLimit(errors, 'images', raw.length, gardenLimits.images, 'items')) {
    for (const [index, entry] of raw.entries()) {
      const item = bodyOf(entry);
      const image = item.image;
      const id = wholeNumber(item.id);
      const kept = current.find((candidate) => candidate.image === image);
      if (typeof image === 'string' && (kept || (await isStoredImage(db, image)))) {
        const sameId = id !== null && current.some((candidate) => candidate.id === id);
        images.push({ id: sameId ? id : (kept?.id ?? null), image });
      } else {
        addError(errors, `images.${index}.image`, imageMessage);
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { description, city, state, images };
}

async function writeImages(
  db: Database | Transaction,
  gardenId: number,
  images: GardenChange['images'],
) {
  const kept: number[] = [];
  for (const [position, { id, image }] of images.entries()) {
    if (id !== null && !kept.includes(id)) {
      await db.query(
        'UPDATE garden_images SET position = $1, image = $2 WHERE id = $3 AND garden_id = $4',
        [position, image, id, gardenId],
      );
      kept.push(id);
    } else {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO garden_images (garden_id, position, image) VALUES ($1, $2, $3) RETURNING id',
        [gardenId, position, image],
      );
      kept.push(rows[0]!.id);
    }
  }
  await db.query('DELETE FROM garden_images WHERE garden_id = $1 AND NOT (id = ANY($2::int[]))', [
    gardenId,
    kept,
  ]);
}

/** A page of the gardens, newest first: everyone's, or one person's (`owner`). */
export async function listGardens(
  db: Database,
  owner: number | null,
  { perPage, offset }: { perPage: number; offset: number },
): Promise<{ rows: GardenRow[]; total: number }> {
  const { rows: counted } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM gardens WHERE $1::int IS NULL OR user_id = $1::int',
    [owner],
  );
  const { rows } = await db.query<GardenRow>(
    `SELECT ${gardenColumns} FROM gardens JOIN users ON users.id = gardens.user_id
     WHERE $1::int IS NULL OR gardens.user_id = $1::int
     ORDER BY gardens.created_at DESC, gardens.id DESC LIMIT $2 OFFSET $3`,
    [owner, perPage, offset],
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A new garden of the person with its images, in one transaction; its id. */
export async function insertGarden(
  db: Database,
  userId: number,
  change: GardenChange,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO gardens (user_id, description, city, state) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [userId, change.description, change.city, change.state],
    );
    const gardenId = rows[0]!.id;
    for (const [position, { image }] of change.images.entries()) {
      await tx.query('INSERT INTO garden_images (garden_id, position, image) VALUES ($1, $2, $3)', [
        gardenId,
        position,
        image,
      ]);
    }
    return gardenId;
  });
}

/** The garden's images now, which an update may keep (by id or by image). */
export async function gardenImages(
  db: Database,
  gardenId: number,
): Promise<{ id: number; image: string }[]> {
  const { rows } = await db.query<{ id: number; image: string }>(
    'SELECT id, image FROM garden_images WHERE garden_id = $1',
    [gardenId],
  );
  return rows;
}

/** The garden and its images changed, in one transaction. */
export async function updateGarden(db: Database, gardenId: number, change: GardenChange) {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE gardens SET description = $1, city = $2, state = $3, updated_at = now()
       WHERE id = $4`,
      [change.description, change.city, change.state, gardenId],
    );
    await writeImages(tx, gardenId, change.images);
  });
}

export async function deleteGarden(db: Database, gardenId: number) {
  await db.query('DELETE FROM gardens WHERE id = $1', [gardenId]);
}
