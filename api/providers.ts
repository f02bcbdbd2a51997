import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';
import { slugify } from './directory.ts';
import { HttpError, notFound } from './http/errors.ts';
import type { ProviderChange } from './providerChange.ts';
import type { UserRow } from './users.ts';
import { hasRow } from './db/rows.ts';

type Queryable = Database | Transaction;

// The businesses (providers) of the directory as stored: finding, registering and updating one.

export const oneProviderMessage =
  'This account already has a business in the directory: an account may register one.';
export const providerNotFoundMessage = 'Provider not found';
/** A slug from the name that no other business has (`-2`, `-3`… when taken). */
async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base = slugify(name);
  const { rows } = await db.query<{ slug: string }>(
    "SELECT slug FROM providers WHERE slug = $1 OR slug LIKE $1 || '-%'",
    [base],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/** Writes the lists of a business: addresses and expertises replaced, properties and portfolio kept by id. */
async function writeProviderLists(tx: Queryable, providerId: number, change: ProviderChange) {
  await tx.query('DELETE FROM provider_addresses WHERE provider_id = $1', [providerId]);
  for (const [position, address] of change.addresses.entries()) {
    await tx.query(
      `INSERT INTO provider_addresses
         (provider_id, position, phone, address, city, state, postal_code, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        providerId,
        position,
        address.phone,
        address.address,
        address.city,
        address.state,
        address.postal_code,
        address.country,
      ],
    );
  }
  await tx.query('DELETE FROM provider_expertises WHERE provider_id = $1', [providerId]);
  await tx.query(
    `INSERT INTO provider_expertises (provider_id, expertise_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [providerId, change.expertises],
  );

  const keptProperties: number[] = [];
  for (const [position, { id, name, property }] of change.properties.entries()) {
    if (id !== null && !keptProperties.includes(id)) {
      await tx.query(
        `UPDATE provider_properties SET position = $1, name = $2, property = $3
         WHERE id = $4 AND provider_id = $5`,
        [position, name, property, id, providerId],
      );
      keptProperties.push(id);
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO provider_properties (provider_id, position, name, property)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [providerId, position, name, property],
      );
      keptProperties.push(rows[0]!.id);
    }
  }
  await tx.query(
    'DELETE FROM provider_properties WHERE provider_id = $1 AND NOT (id = ANY($2::int[]))',
    [providerId, keptProperties],
  );

  const keptImages: number[] = [];
  for (const [position, { id, image }] of change.portfolio.entries()) {
    if (id !== null && !keptImages.includes(id)) {
      await tx.query(
        `UPDATE provider_portfolio_images SET position = $1, image = $2
         WHERE id = $3 AND provider_id = $4`,
        [position, image, id, providerId],
      );
      keptImages.push(id);
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO provider_portfolio_images (provider_id, position, image)
         VALUES ($1, $2, $3) RETURNING id`,
        [providerId, position, image],
      );
      keptImages.push(rows[0]!.id);
    }
  }
  await tx.query(
    'DELETE FROM provider_portfolio_images WHERE provider_id = $1 AND NOT (id = ANY($2::int[]))',
    [providerId, keptImages],
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The business of an id (digits) or a slug, or 404. */
export async function findProviderId(db: Database, idOrSlug: string): Promise<number> {
  const { rows } = /^\d{1,9}$/.test(idOrSlug)
    ? await db.query<{ id: number }>('SELECT id FROM providers WHERE id = $1', [Number(idOrSlug)])
    : await db.query<{ id: number }>('SELECT id FROM providers WHERE slug = lower($1)', [idOrSlug]);
  if (!rows[0]) throw notFound(providerNotFoundMessage);
  return rows[0].id;
}

/** Whether the account already has a business (it owns one, or is on one). */
export async function hasProvider(db: Database, user: UserRow): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM providers WHERE user_id = $1 OR id = $2', [
    user.id,
    user.provider_id ?? 0,
  ]);
}

/** Registers the account's business, the account as its owner: its id (409 when it has one). */
export async function createProvider(
  db: Database,
  user: UserRow,
  change: ProviderChange,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO providers (slug, name, description, user_id, logo, cover)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          await freeSlug(tx, change.name),
          change.name,
          change.description,
          user.id,
          change.logo,
          change.cover,
        ],
      );
      const providerId = rows[0]!.id;
      await writeProviderLists(tx, providerId, change);
      await tx.query(
        `UPDATE users SET provider_id = $1, provider_role = 'owner', updated_at = now()
         WHERE id = $2`,
        [providerId, user.id],
      );
      return providerId;
    });
  } catch (error) {
    // Two registrations racing for one account: the unique index on providers.user_id decides.
    if (isUniqueViolation(error)) throw new HttpError(409, oneProviderMessage);
    throw error;
  }
}

/** The account that owns the business (null for none), or 404 when there is no such business. */
export async function providerOwnerId(db: Database, id: number): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number | null }>(
    'SELECT user_id FROM providers WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound(providerNotFoundMessage);
  return rows[0].user_id;
}

export async function updateProvider(db: Database, id: number, change: ProviderChange) {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE providers SET name = $1, description = $2, logo = $3, cover = $4, updated_at = now()
       WHERE id = $5`,
      [change.name, change.description, change.logo, change.cover, id],
    );
    await writeProviderLists(tx, id, change);
  });
}
