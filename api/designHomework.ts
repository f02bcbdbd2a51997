import type { DesignDetailsWire, DesignStatus } from '#src/lib/api/types.ts';
import {
  designBudgetOptions,
  designBuilderOptions,
  designFlexibleOptions,
} from '#src/lib/api/types.ts';
import { designMessages } from './designMessages.ts';
import { findDesignRow, isHomeworkDone, setDesignStatus, type DesignRow } from './designs.ts';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';
import { HttpError, validationError, type FieldErrors } from './http/errors.ts';
import {
  addError,
  fieldLabel as label,
  isAbsent,
  requireString,
  wholeNumber,
} from './http/validate.ts';

type Queryable = Database | Transaction;

// A design's homework (PUT /designs/{id}): the garden details and the questionnaire's answers.

/** The largest side of a garden, in feet. */
export const maxGardenFeet = 10_000;
const maxAddressLength = 500;

/** The homework can be changed until a designer is chosen. */
export const homeworkOpen: readonly DesignStatus[] = ['created', 'scheduling'];

export const conflict = (message: string) => new HttpError(409, message);

/** One of `options` exactly, or null when absent (an error otherwise). */
function option<T extends string>(
  errors: FieldErrors,
  raw: Record<string, unknown>,
  field: string,
  options: readonly T[],
): T | null {
  const value = raw[field];
  if (isAbsent(value)) return null;
  if (typeof value === 'string' && (options as readonly string[]).includes(value))
    return value as T;
  addError(errors, `details.${field}`, `The selected ${label(field)} is invalid.`);
  return null;
}

function feet(errors: FieldErrors, raw: Record<string, unknown>, field: string): number | null {
  const value = raw[field];
  if (isAbsent(value)) return null;
  const number = wholeNumber(value);
  const key = `details.${field}`;
  if (number === null) addError(errors, key, `The ${label(field)} must be an integer.`);
  else if (number < 1) addError(errors, key, `The ${label(field)} must be at least 1.`);
  else if (number > maxGardenFeet) {
    addError(errors, key, `The ${label(field)} must not be greater than ${maxGardenFeet}.`);
  } else return number;
  return null;
}

/**
 * The garden details of a PUT, field by field (errors under `details.<field>`). Missing fields are
 * kept as null; `completed: true` needs every one of them (and is refused otherwise).
 */
function readDetails(errors: FieldErrors, value: unknown): DesignDetailsWire {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    addError(errors, 'details', 'The details must be an object.');
    return { completed: false };
  }
  const raw = value as Record<string, unknown>;
  let address: DesignDetailsWire['address'] = null;
  if (!isAbsent(raw.address)) {
    const place = raw.address;
    const formatted =
      place && typeof place === 'object' && !Array.isArray(place)
        ? (place as Record<string, unknown>).formatted_address
        : undefined;
    const placeId =
      place && typeof place === 'object' ? (place as Record<string, unknown>).place_id : null;
    if (typeof formatted !== 'string' || formatted.trim() === '') {
      addError(errors, 'details.address', 'The address must be a place with a formatted address.');
    } else if (formatted.trim().length > maxAddressLength) {
      addError(
        errors,
        'details.address',
        `The address must not be greater than ${maxAddressLength} characters.`,
      );
    } else {
      address = {
        formatted_address: formatted.trim(),
        place_id: typeof placeId === 'string' && placeId.length <= 255 ? placeId : null,
      };
    }
  }
  let completed = false;
  if (raw.completed === true || raw.completed === 'true') completed = true;
  else if (!(raw.completed === undefined || raw.completed === false || raw.completed === 'false')) {
    addError(errors, 'details.completed', 'The completed field must be true or false.');
  }
  return {
    size_length: feet(errors, raw, 'size_length'),
    size_width: feet(errors, raw, 'size_width'),
    budget: option(errors, raw, 'budget', designBudgetOptions),
    address,
    flexible: option(errors, raw, 'flexible', designFlexibleOptions),
    builder: option(errors, raw, 'builder', designBuilderOptions),
    completed,
  };
}

const requiredDetails = [
  'size_length',
  'size_width',
  'budget',
  'address',
  'flexible',
  'builder',
] as const;

/** After a homework change: a design whose homework is done needs scheduling. */
async function advanceHomework(tx: Queryable, designId: number) {
  const design = (await findDesignRow(tx, designId))!;
  if (design.status === 'created' && isHomeworkDone(design)) {
    await setDesignStatus(tx, design, 'scheduling');
  }
}

/** Names the design and sets its garden details; 422 with every error otherwise. */
export async function updateDetails(
  db: Database,
  design: DesignRow,
  body: Record<string, unknown>,
) {
  if (!homeworkOpen.includes(design.status)) throw conflict(designMessages.homeworkClosed);
  const errors: FieldErrors = {};
  const name = requireString(errors, body, 'name', { max: 255 });
  const details = body.details === undefined ? design.details : readDetails(errors, body.details);
  if (design.details.completed && !details.completed && !errors['details.completed']) {
    addError(errors, 'details.completed', designMessages.stayCompleted);
  }
  if (details.completed) {
    for (const field of requiredDetails) {
      const key = `details.${field}`;
      if ((details[field] ?? null) === null && !errors[key]) {
        addError(errors, key, `The ${label(field)} field is required.`);
      }
    }
    const { rows } = await db.query(
      "SELECT 1 FROM design_files WHERE design_id = $1 AND system_type = 'wideangle'",
      [design.id],
    );
    if (rows.length === 0) addError(errors, 'wideangle', designMessages.wideangleRequired);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE designs SET name = $1, details = $2::jsonb, updated_at = now() WHERE id = $3',
      [name, JSON.stringify(details), design.id],
    );
    await advanceHomework(tx, design.id);
  });
}

/** Links the customer's answers to the design's questionnaire. */
export async function updateSurveyResult(db: Database, design: DesignRow, raw: unknown) {
  if (!homeworkOpen.includes(design.status)) throw conflict(designMessages.homeworkClosed);
  if (design.survey_id === null) {
    throw validationError({ survey_results_id: [designMessages.noSurvey] });
  }
  const resultId = wholeNumber(raw);
  const owned =
    resultId !== null &&
    resultId > 0 &&
    (
      await db.query(
        'SELECT 1 FROM survey_results WHERE id = $1 AND survey_id = $2 AND user_id = $3',
        [resultId, design.survey_id, design.user_id],
      )
    ).rows.length > 0;
  if (!owned) throw validationError({ survey_results_id: [designMessages.invalidResult] });
  await db.transaction(async (tx) => {
    await tx.query('UPDATE designs SET survey_results_id = $1, updated_at = now() WHERE id = $2', [
      resultId,
      design.id,
    ]);
    await advanceHomework(tx, design.id);
  });
}
