import type { Transaction } from '@electric-sql/pglite';
import type { ProviderAddressWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { validationError, type FieldErrors } from './http/errors.ts';
import {
  addError,
  bodyOf,
  maxIntId,
  requireString,
  wholeNumber,
  withinLimit,
} from './http/validate.ts';
import { readImages, type CurrentImages } from './providerImages.ts';
import { countries, countryOfState, stateCode, type Country } from './regions.ts';

// A business as a registration (POST /providers) or an update (PUT /providers/{id}) sends it,
// checked field by field.

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

const postalPatterns: Record<Country, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  AU: /^\d{4}$/,
};

/** A business as a registration or an update writes it. */
export interface ProviderChange {
  name: string;
  description: string;
  expertises: number[];
  addresses: Required<Omit<ProviderAddressWire, 'id'>>[];
  properties: { id: number | null; name: string; property: string }[];
  logo: string | null;
  cover: string | null;
  portfolio: { id: number | null; image: string }[];
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
  if (!withinLimit(errors, 'addresses', list.length, providerLimits.addresses, 'items')) return [];
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
  if (!withinLimit(errors, 'expertises', raw.length, providerLimits.expertises, 'items')) return [];
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
        ids.filter((id): id is number => id !== null && id > 0 && id <= maxIntId),
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

/** The registration payload (docs/spec/features.md §3, §5), checked: 422 with every error otherwise. */
export async function readProviderChange(
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
