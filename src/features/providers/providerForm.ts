import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type {
  ProviderAddressWire,
  ProviderRegistrationRequest,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { findRegion } from '#src/lib/forms/regions.ts';

// The business registration and edit form (docs/spec/features.md §2.4, §3, §4, §5, §9): its values,
// its checks, the payload of POST /providers and PUT /providers/{id}, and where the API's 422 errors go.

/** The description may be this long (docs/spec/features.md §9). */
export const providerDescriptionMaxLength = 250;
/** At most this many specialties (expertises) may be chosen (docs/spec/features.md §9). */
export const providerSpecialtiesMax = 4;

export interface PortfolioEntry {
  /** The saved entry's id, or `new-…` for a picture uploaded since. */
  id: number | string;
  image: string;
}

/** Everything the form holds. Text is as typed; `state` is an abbreviation of `country`. */
export interface ProviderFormValues {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  /** 'US', 'CA' or 'AU' (the country of the chosen state); empty until one is chosen. */
  country: string;
  postal_code: string;
  website: string;
  certifications: string;
  description: string;
  /** The chosen expertise ids, in the order they were chosen. */
  expertises: number[];
  logo: string | null;
  cover: string | null;
  portfolio: PortfolioEntry[];
}

export type ProviderField = Exclude<keyof ProviderFormValues, 'country'>;

/** The fields in the order the form shows them (the error list follows it). */
export const providerFields: readonly ProviderField[] = [
  'name',
  'phone',
  'address',
  'city',
  'state',
  'postal_code',
  'website',
  'certifications',
  'description',
  'expertises',
  'logo',
  'cover',
  'portfolio',
];

/** The visible label of every field (the label of the business name is the specification's). */
export const providerFieldLabels: Record<ProviderField, string> = {
  name: 'Business name',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State or province',
  postal_code: 'Zip code',
  website: 'Website',
  certifications: 'Certifications',
  description: 'Description',
  expertises: 'Specialties',
  logo: 'Logo',
  cover: 'Cover image',
  portfolio: 'Portfolio',
};

/** What the checks before sending say. */
export const providerFormMessages = {
  name: 'Please enter your business name.',
  city: 'Please enter the city.',
  state: 'Please choose the state or province.',
  postal_code: 'Please enter the zip code.',
  description: 'Please describe your business.',
  descriptionTooLong: `The description may be at most ${providerDescriptionMaxLength} characters.`,
  expertises: `Please choose at most ${providerSpecialtiesMax} specialties.`,
  uploading: 'Please wait until your images have finished uploading.',
} as const;

export const emptyProviderValues: ProviderFormValues = {
  name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
  website: '',
  certifications: '',
  description: '',
  expertises: [],
  logo: null,
  cover: null,
  portfolio: [],
};

const propertyNames = ['website', 'certifications'] as const;
type PropertyName = (typeof propertyNames)[number];

function savedProperty(provider: Pick<ProviderWire, 'properties'> | null, name: PropertyName) {
  return (provider?.properties ?? []).find((entry) => entry.name === name) ?? null;
}

/** What the edit form starts with: the business as the API has it. */
export function providerFormValues(provider: ProviderWire): ProviderFormValues {
  const address: Partial<ProviderAddressWire> = provider.addresses?.[0] ?? {};
  const region = findRegion(address.state, address.country);
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(provider.name),
    phone: text(address.phone),
    address: text(address.address),
    city: text(address.city),
    // A saved state that is not in the lists is kept as it is, so saving never drops it.
    state: region?.region.value ?? text(address.state).trim(),
    country: region?.country ?? text(address.country).trim().toUpperCase(),
    postal_code: text(address.postal_code),
    website: text(savedProperty(provider, 'website')?.property),
    certifications: text(savedProperty(provider, 'certifications')?.property),
    description: text(provider.description),
    expertises: (provider.expertises ?? []).map((expertise) => expertise.id),
    logo: provider.images?.logo?.image || null,
    cover: provider.images?.cover?.image || null,
    portfolio: (provider.images?.portfolio ?? [])
      .filter((entry) => entry.image)
      .map(({ id, image }) => ({ id, image })),
  };
}

/** An id from the form: a saved entry's number, or a `new-…` string as it is. */
function entryId(raw: string): number | string {
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The values of a submitted form (the route action's side). Text is trimmed; portfolio entries come
 * as the paired lists `portfolio_id` and `portfolio_image`.
 */
export function providerValuesFromForm(form: FormData): ProviderFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const list = (name: string) =>
    form.getAll(name).map((value) => (typeof value === 'string' ? value.trim() : ''));
  const ids = list('portfolio_id');
  const expertises = list('expertises')
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((id, index, all) => all.indexOf(id) === index);
  return {
    name: text('name'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country').toUpperCase(),
    postal_code: text('postal_code'),
    website: text('website'),
    certifications: text('certifications'),
    description: text('description'),
    expertises,
    logo: text('logo') || null,
    cover: text('cover') || null,
    portfolio: list('portfolio_image')
      .map((image, index) => ({ id: entryId(ids[index] ?? `new-${index + 1}`), image }))
      .filter((entry) => entry.image),
  };
}

/** The checks before sending (docs/spec/features.md §5): field → message; empty when all is well. */
export function validateProvider(
  values: ProviderFormValues,
): Partial<Record<ProviderField, string>> {
  const errors: Partial<Record<ProviderField, string>> = {};
  if (!values.name.trim()) errors.name = providerFormMessages.name;
  if (!values.city.trim()) errors.city = providerFormMessages.city;
  if (!values.state.trim()) errors.state = providerFormMessages.state;
  if (!values.postal_code.trim()) errors.postal_code = providerFormMessages.postal_code;
  if (!values.description.trim()) errors.description = providerFormMessages.description;
  else if (values.description.trim().length > providerDescriptionMaxLength)
    errors.description = providerFormMessages.descriptionTooLong;
  if (values.expertises.length > providerSpecialtiesMax)
    errors.expertises = providerFormMessages.expertises;
  return errors;
}

/** Whether a specialty can be ticked: every one can until 4 are chosen, then only the chosen ones. */
export function specialtyEnabled(chosen: readonly number[], id: number): boolean {
  return chosen.includes(id) || chosen.length < providerSpecialtiesMax;
}

/** The chosen specialties after ticking or unticking one; a fifth is refused. */
export function toggleSpecialty(chosen: readonly number[], id: number, on: boolean): number[] {
  if (!on) return chosen.filter((existing) => existing !== id);
  if (chosen.includes(id) || chosen.length >= providerSpecialtiesMax) return [...chosen];
  return [...chosen, id];
}

/** The select's value for a state: country and abbreviation (WA is both Washington and Western Australia). */
export function regionValue(country: string, state: string): string {
  return state ? `${country || 'US'}:${state}` : '';
}

/** The state and country of a select value. */
export function regionFromValue(value: string): { country: string; state: string } {
  const at = value.indexOf(':');
  if (at < 0) return { country: '', state: value };
  return { country: value.slice(0, at), state: value.slice(at + 1) };
}

const blankToNull = (value: string) => value.trim() || null;

/**
 * The body of POST /providers and PUT /providers/{id} (docs/spec/features.md §3). On edit, `saved` is
 * the business as the API has it: its address and its website and certifications keep their ids (so
 * the API updates them in place); new properties get a `new-…` id. A blank property is sent only when
 * a saved one must be emptied.
 */
export function providerRequest(
  values: ProviderFormValues,
  saved: Pick<ProviderWire, 'addresses' | 'properties'> | null = null,
): ProviderRegistrationRequest {
  const savedAddressId = saved?.addresses?.[0]?.id;
  const properties: ProviderRegistrationRequest['properties'] = [];
  for (const name of propertyNames) {
    const property = values[name].trim();
    const existing = savedProperty(saved, name);
    if (!property && !existing) continue;
    properties.push({ id: existing?.id ?? `new-${name}`, name, property });
  }
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    expertises: [...values.expertises],
    addresses: [
      {
        ...(savedAddressId != null ? { id: savedAddressId } : {}),
        phone: blankToNull(values.phone),
        address: blankToNull(values.address),
        city: blankToNull(values.city),
        state: blankToNull(values.state),
        postal_code: blankToNull(values.postal_code),
        country: blankToNull(values.country),
      },
    ],
    properties,
    images: {
      logo: values.logo ? { image: values.logo } : null,
      cover: values.cover ? { image: values.cover } : null,
      portfolio: values.portfolio.map(({ id, image }) => ({ id, image })),
    },
  };
}

const addressFields: Record<string, ProviderField> = {
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'state',
  postal_code: 'postal_code',
};

/** The form field a key of the API's 422 `errors` is about, or null for one the form has no field for. */
export function providerFieldOf(
  key: string,
  request?: Pick<ProviderRegistrationRequest, 'properties'>,
): ProviderField | null {
  if ((providerFields as readonly string[]).includes(key)) return key as ProviderField;
  if (key === 'country') return 'state';
  if (/^expertises(\.\d+)?$/.test(key)) return 'expertises';
  const address = /^addresses\.0\.(\w+)$/.exec(key);
  if (address) return addressFields[address[1]!] ?? null;
  const property = /^properties\.(\d+)(\.\w+)?$/.exec(key);
  if (property) {
    const name = request?.properties[Number(property[1])]?.name;
    return name === 'website' || name === 'certifications' ? name : null;
  }
  const image = /^images\.(logo|cover|portfolio)\b/.exec(key);
  if (image) return image[1] as ProviderField;
  return null;
}

/**
 * The API's errors with their keys turned into the form's fields (`addresses.0.city` → `city`); keys the
 * form has no field for stay as they are and show in the form's error list only.
 */
export function providerFormErrors(
  errors: FormErrors,
  request?: Pick<ProviderRegistrationRequest, 'properties'>,
): FormErrors {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors.fields)) {
    const field = providerFieldOf(key, request) ?? key;
    fields[field] ??= message;
  }
  return { fields, form: errors.form };
}
