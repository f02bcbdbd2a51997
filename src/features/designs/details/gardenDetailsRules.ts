// The garden details step of the design homework, as rules with no screen (docs/spec/features.md
// §2.11, §5, §9; docs/api/designs.md "PUT /designs/{id}"): what the form holds, when it may be saved as
// complete, what it sends, and where the API's messages belong.

import {
  designBudgetOptions,
  designBuilderOptions,
  designFileLimits,
  designFlexibleOptions,
  type DesignBudget,
  type DesignDetailsWire,
  type DesignFileWire,
  type DesignWire,
} from '#src/lib/api/types.ts';
import type { DesignAddress } from '../address/AddressField.tsx';

/** What the form holds while the customer edits it: text as typed, choices as chosen ('' for none). */
export interface GardenDetailsDraft {
  name: string;
  /** Feet, as typed. */
  sizeLength: string;
  sizeWidth: string;
  budget: string;
  /** The maps service's place (or only the typed text), null while empty. */
  address: DesignAddress | null;
  flexible: string;
  builder: string;
}

/** The parts of the form a message can belong to (the API's keys without `details.`). */
export const gardenDetailsFields = [
  'name',
  'wideangle',
  'user_imgs',
  'address',
  'size_length',
  'size_width',
  'budget',
  'flexible',
  'builder',
] as const;
export type GardenDetailsField = (typeof gardenDetailsFields)[number];

/** The labels of the form, letter for letter; the required ones are marked * on screen. */
export const gardenDetailsLabels = {
  name: 'Project name',
  wideangle: 'Wide-angle photo of your garden',
  user_imgs: 'Additional images',
  address: 'Address',
  size_length: 'Length (feet)',
  size_width: 'Width (feet)',
  budget: 'Budget',
  flexible: 'Is your budget flexible?',
  builder: 'Who will build it?',
} as const satisfies Record<GardenDetailsField, string>;

export type RequiredGardenDetail = Exclude<GardenDetailsField, 'user_imgs'>;
/** What `Save & Continue` needs, in the form's order (§5: all but the additional images). */
export const requiredGardenDetails: readonly RequiredGardenDetail[] = gardenDetailsFields.filter(
  (field): field is RequiredGardenDetail => field !== 'user_imgs',
);

/** §5: length and width are whole feet, at least 1; the API takes at most this many. */
export const gardenFeetMin = 1;
export const gardenFeetMax = 10_000;

/** The API's wording for what the form can tell before sending (docs/api/designs.md, `PUT /designs/{id}`). */
export const gardenDetailsMessages = {
  nameRequired: 'The name field is required.',
  integer: (field: 'size_length' | 'size_width') => `The ${feetLabel(field)} must be an integer.`,
  min: (field: 'size_length' | 'size_width') =>
    `The ${feetLabel(field)} must be at least ${gardenFeetMin}.`,
  max: (field: 'size_length' | 'size_width') =>
    `The ${feetLabel(field)} must not be greater than ${gardenFeetMax}.`,
} as const;

function feetLabel(field: 'size_length' | 'size_width') {
  return field === 'size_length' ? 'size length' : 'size width';
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** The form's starting values: what the design has saved (docs/api/designs.md: every field may be null). */
export function draftFromDesign(design: Pick<DesignWire, 'name' | 'details'>): GardenDetailsDraft {
  const details: Partial<DesignDetailsWire> = design.details ?? {};
  const feet = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const address: DesignAddress | null = details.address?.formatted_address?.trim()
    ? {
        formatted_address: details.address.formatted_address,
        ...(details.address.place_id ? { place_id: details.address.place_id } : {}),
      }
    : null;
  return {
    name: design.name ?? '',
    sizeLength: feet(details.size_length),
    sizeWidth: feet(details.size_width),
    budget: details.budget ?? '',
    address,
    flexible: details.flexible ?? '',
    builder: details.builder ?? '',
  };
}

/** Whole feet from what was typed, or null when it is empty or not a whole number in range. */
export function parseFeet(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const feet = Number(trimmed);
  return feet >= gardenFeetMin && feet <= gardenFeetMax ? feet : null;
}

/** What is wrong with a length or width as typed (null when it is fine or still empty). */
export function feetProblem(text: string, field: 'size_length' | 'size_width'): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+$/.test(trimmed)) return gardenDetailsMessages.integer(field);
  const feet = Number(trimmed);
  if (feet < gardenFeetMin) return gardenDetailsMessages.min(field);
  if (feet > gardenFeetMax) return gardenDetailsMessages.max(field);
  return null;
}

/**
 * What stops any save, by field (empty when none): the project name is required even to save
 * progress, and a length or width that is typed must be whole feet from 1 (the API refuses both).
 */
export function gardenDetailsProblems(
  draft: GardenDetailsDraft,
): Partial<Record<GardenDetailsField, string>> {
  const problems: Partial<Record<GardenDetailsField, string>> = {};
  if (!draft.name.trim()) problems.name = gardenDetailsMessages.nameRequired;
  const length = feetProblem(draft.sizeLength, 'size_length');
  if (length) problems.size_length = length;
  const width = feetProblem(draft.sizeWidth, 'size_width');
  if (width) problems.size_width = width;
  return problems;
}

/** Whether the design has its wide-angle photo uploaded. */
export const hasWideangle = (files: readonly Pick<DesignFileWire, 'system_type'>[]) =>
  files.some((file) => file.system_type === 'wideangle');

/** The additional images of a design, oldest first (as the API lists them). */
export const additionalImages = <T extends Pick<DesignFileWire, 'system_type'>>(
  files: readonly T[],
): T[] => files.filter((file) => file.system_type === 'user_imgs');

/** §5, §9: at most 6 additional images; the add button is disabled at the limit. */
export const canAddAdditionalImage = (files: readonly Pick<DesignFileWire, 'system_type'>[]) =>
  additionalImages(files).length < designFileLimits.user_imgs;

/**
 * What is still missing before the details can be saved as complete (§5), in the form's order:
 * the name (trimmed), the wide-angle photo uploaded, the address, length and width (whole feet, at
 * least 1), the budget, flexible and builder. Empty when 'Save & Continue' may be pressed.
 */
export function missingGardenDetails(
  draft: GardenDetailsDraft,
  files: readonly Pick<DesignFileWire, 'system_type'>[],
): RequiredGardenDetail[] {
  const present: Record<RequiredGardenDetail, boolean> = {
    name: draft.name.trim() !== '',
    wideangle: hasWideangle(files),
    address: Boolean(draft.address?.formatted_address.trim()),
    size_length: parseFeet(draft.sizeLength) !== null,
    size_width: parseFeet(draft.sizeWidth) !== null,
    budget: isOneOf(designBudgetOptions, draft.budget),
    flexible: isOneOf(designFlexibleOptions, draft.flexible),
    builder: isOneOf(designBuilderOptions, draft.builder),
  };
  return requiredGardenDetails.filter((field) => !present[field]);
}

/** §5: the details can be saved as complete only when nothing is missing. */
export function canCompleteGardenDetails(
  draft: GardenDetailsDraft,
  files: readonly Pick<DesignFileWire, 'system_type'>[],
): boolean {
  return missingGardenDetails(draft, files).length === 0;
}

/**
 * The body of `PUT /designs/{id}` for the details (§7): the name trimmed, and every detail (null
 * when not given: the API replaces the stored details). Only the address's `formatted_address`
 * (trimmed) and `place_id` are sent: the API keeps no more, and a maps place carries functions.
 */
export function gardenDetailsRequest(
  draft: GardenDetailsDraft,
  completed: boolean,
): { name: string; details: DesignDetailsWire } {
  const formatted = draft.address?.formatted_address.trim() ?? '';
  const placeId = draft.address?.place_id;
  return {
    name: draft.name.trim(),
    details: {
      size_length: parseFeet(draft.sizeLength),
      size_width: parseFeet(draft.sizeWidth),
      budget: isOneOf(designBudgetOptions, draft.budget) ? (draft.budget as DesignBudget) : null,
      address: formatted ? { formatted_address: formatted, place_id: placeId ?? null } : null,
      flexible: isOneOf(designFlexibleOptions, draft.flexible) ? draft.flexible : null,
      builder: isOneOf(designBuilderOptions, draft.builder) ? draft.builder : null,
      completed,
    },
  };
}

/**
 * The part of the form an API message belongs to: `name`, `wideangle`, `details.<field>` (422 of
 * `PUT /designs/{id}`) or `file` of an upload (given as `uploadField`). Null when it belongs to the
 * form as a whole (`details`, `details.completed`).
 */
export function gardenDetailsFieldOf(
  key: string,
  uploadField?: 'wideangle' | 'user_imgs',
): GardenDetailsField | null {
  if (key === 'file' || key === 'system_type') return uploadField ?? null;
  const field = key.startsWith('details.') ? key.slice('details.'.length) : key;
  return (gardenDetailsFields as readonly string[]).includes(field)
    ? (field as GardenDetailsField)
    : null;
}
