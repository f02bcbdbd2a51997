import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { GardenWire } from '#src/lib/api/types.ts';
import { canadianProvinces, usStates, type RegionOption } from '#src/lib/forms/regions.ts';

// The garden submission form's rules, apart from its looks: what it checks before sending, what it
// sends (POST and PUT /users/{id}/gardens) and how the API's field errors come back onto its fields.

/** A garden has 1 to 6 pictures (the spec's limit for additional images, docs/spec/features.md §5). */
export const gardenImageLimit = 6;

/**
 * The description's limit, shown by its counter: the API's (2000 characters). The spec gives none for
 * a garden, only the default of a textarea with a counter (100), far too short to describe one.
 */
export const gardenDescriptionMaxLength = 2000;

export const gardenMessages = {
  descriptionRequired: 'Please describe your garden.',
  descriptionTooLong: `The description may be at most ${gardenDescriptionMaxLength} characters.`,
  imagesRequired: 'Add at least one picture of your garden.',
  uploading: 'Please wait until your pictures have finished uploading.',
  tooMany: `A garden can have at most ${gardenImageLimit} pictures.`,
  created: 'Thank you! Your garden is now shared.',
  updated: 'Your garden was updated.',
  deleted: 'Your garden was deleted.',
  deleteFailed: 'Sorry, we could not delete your garden. Please try again.',
  loadFailed: 'Sorry, we could not load your gardens. Please try again.',
} as const;

/** What the person types: kept as typed (never cleared by a failure). */
export interface GardenValues {
  description: string;
  city: string;
  /** A postal abbreviation of a US state or Canadian province, or '' for none. */
  state: string;
}

/** The body of POST and PUT /users/{id}/gardens. */
export interface GardenRequest {
  description: string;
  city: string | null;
  state: string | null;
  images: { image: string }[];
}

export type GardenField = 'description' | 'images' | 'city' | 'state';
export type GardenFieldErrors = Partial<Record<GardenField, string>>;

export const emptyGardenValues: GardenValues = { description: '', city: '', state: '' };

/** The form's values for a saved garden (its edit form starts from them). */
export function gardenValuesOf(garden: Pick<GardenWire, 'description' | 'city' | 'state'>) {
  return {
    description: garden.description ?? '',
    city: garden.city ?? '',
    state: garden.state ?? '',
  } satisfies GardenValues;
}

/** The pictures as the form counts them: uploaded ones have their image path. */
export interface PictureSummary {
  status: 'uploading' | 'done' | 'failed';
  image?: string;
}

/** The checks made before anything is sent; an empty object when the form may be sent. */
export function validateGarden(
  values: GardenValues,
  pictures: readonly PictureSummary[],
): GardenFieldErrors {
  const errors: GardenFieldErrors = {};
  const description = values.description.trim();
  if (!description) errors.description = gardenMessages.descriptionRequired;
  else if (description.length > gardenDescriptionMaxLength)
    errors.description = gardenMessages.descriptionTooLong;
  if (pictures.some((picture) => picture.status === 'uploading'))
    errors.images = gardenMessages.uploading;
  else if (!pictures.some((picture) => picture.status === 'done' && picture.image))
    errors.images = gardenMessages.imagesRequired;
  else if (pictures.length > gardenImageLimit) errors.images = gardenMessages.tooMany;
  return errors;
}

/** The request body: trimmed text, blanks as null, the uploaded pictures in their order. */
export function gardenRequest(
  values: GardenValues,
  pictures: readonly PictureSummary[],
): GardenRequest {
  const orNull = (text: string) => text.trim() || null;
  return {
    description: values.description.trim(),
    city: orNull(values.city),
    state: orNull(values.state),
    images: pictures
      .filter((picture) => picture.status === 'done' && picture.image)
      .map((picture) => ({ image: picture.image! })),
  };
}

/**
 * The API's 422 field errors on the form's fields: `images`, `images.0` and `images.0.image` all
 * belong to the pictures; a field the form does not have joins the form's message.
 */
export function gardenFormErrors(errors: FormErrors): {
  fields: GardenFieldErrors;
  form: string | null;
} {
  const fields: GardenFieldErrors = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(errors.fields)) {
    const field = name.split('.')[0];
    if (field === 'description' || field === 'images' || field === 'city' || field === 'state')
      fields[field] ??= message;
    else others.push(message);
  }
  const form = [errors.form, ...others].filter(Boolean).join(' ') || null;
  return { fields, form };
}

/** US states, then Canadian provinces: the choices of the State/Province field. */
export const gardenRegions: readonly RegionOption[] = [...usStates, ...canadianProvinces];

/**
 * The region options for a form, with a saved value that is not among them kept at the top (a
 * garden never loses its place when edited). A saved full name maps to its abbreviation.
 */
export function gardenRegionOptions(saved: string): { options: RegionOption[]; value: string } {
  const value = saved.trim();
  if (!value) return { options: [...gardenRegions], value: '' };
  const match = gardenRegions.find(
    (region) =>
      region.value.toLowerCase() === value.toLowerCase() ||
      region.label.toLowerCase() === value.toLowerCase(),
  );
  if (match) return { options: [...gardenRegions], value: match.value };
  return { options: [{ value, label: value }, ...gardenRegions], value };
}

/** "Portland, Oregon": the city and the region's name (an unknown region as saved). */
export function gardenPlace(garden: Pick<GardenWire, 'city' | 'state'>): string {
  const state = garden.state?.trim() ?? '';
  const region = gardenRegions.find((option) => option.value === state.toUpperCase());
  return [garden.city?.trim(), region?.label ?? state].filter(Boolean).join(', ');
}
