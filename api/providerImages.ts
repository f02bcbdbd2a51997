import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';
import type { FieldErrors } from './http/errors.ts';
import { addError, bodyOf, wholeNumber } from './http/validate.ts';
import { isStoredImage } from './images.ts';
import { providerLimits, type ProviderChange } from './providerChange.ts';

type Queryable = Database | Transaction;

// A business's logo, cover and portfolio: images uploaded with POST /images, or those it has.

const uploadedMessage = (what: string) =>
  `The ${what} must be an image uploaded with POST /images.`;

/** The business's images now (an update may send them back unchanged). */
export interface CurrentImages {
  urls: Set<string>;
  propertyIds: Set<number>;
  portfolioIds: Set<number>;
}

/** An image URL the business may use: uploaded with POST /images, or one it already has. */
async function allowedImage(db: Queryable, url: string, current: CurrentImages | null) {
  return current?.urls.has(url) || (await isStoredImage(db as Database, url));
}

export async function readImages(
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

export async function currentImagesOf(db: Queryable, providerId: number): Promise<CurrentImages> {
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
