import type { Transaction } from '@electric-sql/pglite';
import { Router } from 'express';
import type {
  DataResponse,
  ListResponse,
  ProviderAddressWire,
  ProviderWire,
} from '#src/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { loadProviders, slugify } from '../directory.ts';
import {
  forbidden,
  HttpError,
  idParam,
  notFound,
  validationError,
  type FieldErrors,
} from '../http/errors.ts';
import { addError, bodyOf, requireString } from '../http/validate.ts';
import { isStoredImage } from '../images.ts';
import { countries, countryOfState, stateCode, type Country } from '../regions.ts';
import { feedPage, feedSql, readFeedFilter, wholeNumber } from './directory.ts';

type Queryable = Database | Transaction;

/** docs/spec/features.md §9: the description is at most 250 characters, specialties at most 4. */
export const providerLimits = {
  description: 250,
  expertises: 4,
  addresses: 5,
  portfolio: 20,
} as const;

/** The properties a business may have. */
export const providerPropertyNames = ['website', 'certifications'] as const;

export const oneProviderMessage =
  'This account already has a business in the directory: an account may register one.';
const notFoundMessage = 'Provider not found';
const uploadedMessage = (what: string) =>
  `The ${what} must be an image uploaded with POST /images.`;

const postalPatterns: Record<Country, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  AU: /^\d{4}$/,
};

/** A business as a registration or an update writes it. */
interface ProviderChange {
  name: string;
  description: string;
  expertises: number[];
  addresses: Required<Omit<ProviderAddressWire, 'id'>>[];
  properties: { id: number | null; name: string; property: string }[];
  logo: string | null;
  cover: string | null;
  portfolio: { id: number | null; image: string }[];
}

/** The business's images now (an update may send them back unchanged). */
interface CurrentImages {
  urls: Set<string>;
  propertyIds: Set<number>;
  portfolioIds: Set<number>;
}

/** An optional text part: trimmed, blank is null; errors for a non-string or a long one. */
function optionalText(
  errors: FieldErrors,
  item: Record<string, unknown>,
  field: string,
  key: string,
  max = 255,
): string | null {
  const value = item[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    addError(errors, key, `The ${field.replace(/_/g, ' ')} must be a string.`);
    return null;
  }
  const text = value.trim();
  if (text.length > max) {
    addError(
      errors,
      key,
      `The ${field.replace(/_/g, ' ')} must not be greater than ${max} characters.`,
    );
  }
  return text || null;
}

/** A required text part of a nested entry, with the field's own message ("The city field is required."). */
function requiredText(
  errors: FieldErrors,
  item: Record<string, unknown>,
  field: string,
  key: string,
  max = 255,
): string {
  const fieldErrors: FieldErrors = {};
  const value = requireString(fieldErrors, item, field, { max });
  for (const message of fieldErrors[field] ?? []) addError(errors, key, message);
  return value;
}

function readAddresses(errors: FieldErrors, raw: unknown): ProviderChange['addresses'] {
  let list: unknown[];
  if (raw === undefined || raw === null) list = [{}];
  else if (!Array.isArray(raw)) {
    addError(errors, 'addresses', 'The addresses must be a list.');
    return [];
  } else list = raw.length > 0 ? raw : [{}];
  if (list.length > providerLimits.addresses) {
    addError(
      errors,
      'addresses',
      `The addresses must not have more than ${providerLimits.addresses} items.`,
    );
    return [];
  }
  return list.map((entry, index) => {
    const item = bodyOf(entry);
    const key = (field: string) => `addresses.${index}.${field}`;
    const phone = optionalText(errors, item, 'phone', key('phone'), 40);
    const address = optionalText(errors, item, 'address', key('address'));
    const city = requiredText(errors, item, 'city', key('city'));
    const rawState = requiredText(errors, item, 'state', key('state'), 64);

    let country: Country | null = null;
    let knownCountry = true;
    const sentCountry = item.country;
    if (sentCountry !== undefined && sentCountry !== null && sentCountry !== '') {
      const code = typeof sentCountry === 'string' ? sentCountry.trim().toUpperCase() : '';
      if ((countries as readonly string[]).includes(code)) country = code as Country;
      else {
        knownCountry = false;
        addError(
          errors,
          key('country'),
          "The selected country is invalid: use 'US', 'CA' or 'AU'.",
        );
      }
    }
    country ??= countryOfState(rawState) ?? 'US';
    // The state (a code or a full name) must be one of the country's; stored as its code.
    let state = rawState;
    if (rawState && knownCountry) {
      const code = stateCode(country, rawState);
      if (code) state = code;
      else addError(errors, key('state'), 'The selected state is invalid.');
    }

    let postal = requiredText(errors, item, 'postal_code', key('postal_code'), 20).toUpperCase();
    if (postal && knownCountry && !errors[key('postal_code')]) {
      if (!postalPatterns[country].test(postal)) {
        addError(errors, key('postal_code'), 'The postal code must be a valid zip or postal code.');
      } else if (country === 'CA' && !postal.includes(' ')) {
        postal = `${postal.slice(0, 3)} ${postal.slice(3)}`;
      }
    }
    return { phone, address, city, state, postal_code: postal, country };
  });
}

async function readExpertises(db: Queryable, errors: FieldErrors, raw: unknown): Promise<number[]> {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    addError(errors, 'expertises', 'The expertises must be a list of ids.');
    return [];
  }
  if (raw.length > providerLimits.expertises) {
    addError(
      errors,
      'expertises',
      `The expertises must not have more than ${providerLimits.expertises} items.`,
    );
    return [];
  }
  const ids = raw.map((entry) => {
    // A form may send the options it showed: { value, label } or { id, name }.
    const value =
      entry && typeof entry === 'object'
        ? ((entry as { id?: unknown; value?: unknown }).id ?? (entry as { value?: unknown }).value)
        : entry;
    return wholeNumber(value);
  });
  const known = new Set(
    (
      await db.query<{ id: number }>('SELECT id FROM expertises WHERE id = ANY($1::int[])', [
        ids.filter((id): id is number => id !== null && id > 0 && id <= 2_147_483_647),
      ])
    ).rows.map((row) => row.id),
  );
  const chosen: number[] = [];
  ids.forEach((id, index) => {
    if (id === null || !known.has(id)) {
      addError(errors, `expertises.${index}`, 'The selected expertise is invalid.');
    } else if (!chosen.includes(id)) chosen.push(id);
  });
  return chosen;
}

/** A website as typed: a scheme is added when missing; it must look like an address. */
function website(value: string): string | null {
  const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}

function readProperties(
  errors: FieldErrors,
  raw: unknown,
  current: CurrentImages | null,
): ProviderChange['properties'] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    addError(errors, 'properties', 'The properties must be a list.');
    return [];
  }
  const properties: ProviderChange['properties'] = [];
  raw.forEach((entry, index) => {
    const item = bodyOf(entry);
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    if (!(providerPropertyNames as readonly string[]).includes(name)) {
      addError(
        errors,
        `properties.${index}.name`,
        "The selected property name is invalid: use 'website' or 'certifications'.",
      );
      return;
    }
    const key = `properties.${index}.property`;
    let property = optionalText(errors, item, 'property', key, name === 'website' ? 255 : 1000);
    if (property === null) return; // A blank property is left out.
    if (name === 'website') {
      const url = website(property);
      if (!url) {
        addError(errors, key, 'The website must be a valid URL.');
        return;
      }
      property = url;
    }
    // `new-…` (or any id that is not one of the business's properties) makes a new property.
    const id = wholeNumber(item.id);
    properties.push({
      id: id !== null && current?.propertyIds.has(id) ? id : null,
      name,
      property,
    });
  });
  return properties;
}

/** An image URL the business may use: uploaded with POST /images, or one it already has. */
async function allowedImage(db: Queryable, url: string, current: CurrentImages | null) {
  return current?.urls.has(url) || (await isStoredImage(db as Database, url));
}

async function readImages(
  db: Queryable,
  errors: FieldErrors,
  raw: unknown,
  current: CurrentImages | null,
): Promise<Pick<ProviderChange, 'logo' | 'cover' | 'portfolio'>> {
  const images = bodyOf(raw);
  const single = async (field: 'logo' | 'cover'): Promise<string | null> => {
    const value = images[field];
    if (value === undefined || value === null) return null;
    const image = bodyOf(value).image;
    if (image === undefined || image === null || image === '') return null;
    if (typeof image === 'string' && (await allowedImage(db, image, current))) return image;
    addError(errors, `images.${field}.image`, uploadedMessage(field));
    return null;
  };
  const logo = await single('logo');
  const cover = await single('cover');

  const portfolio: ProviderChange['portfolio'] = [];
  const list = images.portfolio;
  if (list !== undefined && list !== null) {
    if (!Array.isArray(list)) {
      addError(errors, 'images.portfolio', 'The portfolio must be a list.');
    } else if (list.length > providerLimits.portfolio) {
      addError(
        errors,
        'images.portfolio',
        `The portfolio must not have more than ${providerLimits.portfolio} items.`,
      );
    } else {
      for (const [index, entry] of list.entries()) {
        const item = bodyOf(entry);
        const image = item.image;
        if (typeof image === 'string' && (await allowedImage(db, image, current))) {
          const id = wholeNumber(item.id);
          portfolio.push({ id: id !== null && current?.portfolioIds.has(id) ? id : null, image });
        } else {
          addError(errors, `images.portfolio.${index}.image`, uploadedMessage('portfolio image'));
        }
      }
    }
  }
  return { logo, cover, portfolio };
}

/** The registration payload (docs/spec/features.md §3, §5), checked: 422 with every error otherwise. */
async function readProviderChange(
  db: Queryable,
  rawBody: unknown,
  current: CurrentImages | null,
): Promise<ProviderChange> {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};
  const name = requireString(errors, body, 'name');
  const addresses = readAddresses(errors, body.addresses);
  const description = requireString(errors, body, 'description', {
    max: providerLimits.description,
  });
  const expertises = await readExpertises(db, errors, body.expertises);
  const properties = readProperties(errors, body.properties, current);
  const images = await readImages(db, errors, body.images, current);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { name, description, expertises, addresses, properties, ...images };
}

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

async function currentImagesOf(db: Queryable, providerId: number): Promise<CurrentImages> {
  const { rows: own } = await db.query<{ logo: string | null; cover: string | null }>(
    'SELECT logo, cover FROM providers WHERE id = $1',
    [providerId],
  );
  const { rows: portfolio } = await db.query<{ id: number; image: string }>(
    'SELECT id, image FROM provider_portfolio_images WHERE provider_id = $1',
    [providerId],
  );
  const { rows: properties } = await db.query<{ id: number }>(
    'SELECT id FROM provider_properties WHERE provider_id = $1',
    [providerId],
  );
  const urls = new Set<string>();
  for (const url of [own[0]?.logo, own[0]?.cover, ...portfolio.map((row) => row.image)]) {
    if (url) urls.add(url);
  }
  return {
    urls,
    portfolioIds: new Set(portfolio.map((row) => row.id)),
    propertyIds: new Set(properties.map((row) => row.id)),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The business of an id (digits) or a slug, or 404. */
async function findProviderId(db: Database, idOrSlug: string): Promise<number> {
  const { rows } = /^\d{1,9}$/.test(idOrSlug)
    ? await db.query<{ id: number }>('SELECT id FROM providers WHERE id = $1', [Number(idOrSlug)])
    : await db.query<{ id: number }>('SELECT id FROM providers WHERE slug = lower($1)', [idOrSlug]);
  if (!rows[0]) throw notFound(notFoundMessage);
  return rows[0].id;
}

const perPage = { default: 12, max: 100 } as const;

/**
 * Businesses (providers): the directory list, a business's profile, registration (one per account,
 * docs/spec/features.md §2.4, §5) and its owner's updates.
 */
export function providerRoutes(db: Database): Router {
  const router = Router();

  router.get('/providers', async (req, res) => {
    const errors: FieldErrors = {};
    const filter = readFeedFilter(errors, req.query as Record<string, unknown>, 'providers');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const askedPage = wholeNumber(req.query.page);
    const page = askedPage !== null && askedPage > 0 ? askedPage : 1;
    const askedSize = wholeNumber(req.query.per_page);
    const size = Math.min(
      askedSize !== null && askedSize > 0 ? askedSize : perPage.default,
      perPage.max,
    );
    const { ids, total } = await feedPage(
      db,
      feedSql('providers', filter),
      size,
      (page - 1) * size,
    );
    const body: ListResponse<ProviderWire> = {
      data: await loadProviders(db, ids),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / size)),
        per_page: size,
        total,
      },
    };
    res.json(body);
  });

  router.get('/providers/:idOrSlug', async (req, res) => {
    const id = await findProviderId(db, req.params.idOrSlug);
    const [provider] = await loadProviders(db, [id]);
    res.json({ data: provider! } satisfies DataResponse<ProviderWire>);
  });

  router.post('/providers', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { rows: owned } = await db.query(
      'SELECT 1 FROM providers WHERE user_id = $1 OR id = $2',
      [user.id, user.provider_id ?? 0],
    );
    if (owned.length > 0) throw new HttpError(409, oneProviderMessage);
    const change = await readProviderChange(db, req.body, null);

    let id: number;
    try {
      id = await db.transaction(async (tx) => {
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
    res.status(201).json({ data: { id } } satisfies DataResponse<{ id: number }>);
  });

  router.put('/providers/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const id = idParam(req.params.id, notFoundMessage);
    const { rows } = await db.query<{ user_id: number | null }>(
      'SELECT user_id FROM providers WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound(notFoundMessage);
    if (rows[0].user_id !== user.id) throw forbidden();
    const change = await readProviderChange(db, req.body, await currentImagesOf(db, id));
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE providers SET name = $1, description = $2, logo = $3, cover = $4, updated_at = now()
         WHERE id = $5`,
        [change.name, change.description, change.logo, change.cover, id],
      );
      await writeProviderLists(tx, id, change);
    });
    const [provider] = await loadProviders(db, [id]);
    res.json({ data: provider! } satisfies DataResponse<ProviderWire>);
  });

  return router;
}
