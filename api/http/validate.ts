import type { Request } from 'express';
import { validationError, type FieldErrors } from './errors.ts';

/** The largest id a column of type int holds. */
export const maxIntId = 2_147_483_647;

/** A whole number sent as a number or as its digits, or null. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Positive ids from a list or a single value (numbers or digits); anything else is dropped. */
export function idList(value: unknown): number[] {
  const values = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  const ids: number[] = [];
  for (const entry of values) {
    const id = wholeNumber(entry);
    if (id !== null && id > 0 && id <= maxIntId && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Strings from a list or a single value (a single string may be a comma list). */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value === 'string') return value.split(',');
  return [];
}

/** At most this many ids per lookup (`?ids=`): a carousel or grid never needs more. */
export const maxQueryIds = 100;

/** The ids of `?ids=1,2` or `?ids[]=1&ids[]=2` (also `?ids=1&ids=2`): positive integers, unique, in order. */
export function queryIds(query: Request['query']): number[] {
  const raw = [query.ids, query['ids[]']].flat();
  const ids: number[] = [];
  for (const value of raw) {
    if (typeof value !== 'string') continue;
    for (const part of value.split(',')) {
      const trimmed = part.trim();
      if (!/^\d+$/.test(trimmed)) continue;
      const id = Number(trimmed);
      if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, maxQueryIds);
}

/** The JSON (or form) body as an object; anything else counts as empty. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** A field's name as a message says it: `zoom_start` is "zoom start". */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ');
const label = fieldLabel;

/** Not sent: missing, null or blank. */
export const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required, non-blank string of at most `max` characters; records Laravel-style messages. */
export function requireString(
  errors: FieldErrors,
  body: Record<string, unknown>,
  field: string,
  { max = 255, trim = true }: { max?: number; trim?: boolean } = {},
): string {
  const raw = body[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    addError(errors, field, `The ${label(field)} field is required.`);
    return '';
  }
  if (typeof raw !== 'string') {
    addError(errors, field, `The ${label(field)} must be a string.`);
    return '';
  }
  const value = trim ? raw.trim() : raw;
  withinLimit(errors, field, value.length, max, 'characters');
  return value;
}

/** Laravel's messages for a value over its size limit, by what the size counts. */
const overLimitMessages = {
  characters: (field: string, max: number) =>
    `The ${label(field)} must not be greater than ${max} characters.`,
  items: (field: string, max: number) =>
    `The ${label(field)} must not have more than ${max} items.`,
};

/** Whether a size (a text's length, a list's) is at most `max`; records the field's message when not. */
export function withinLimit(
  errors: FieldErrors,
  field: string,
  size: number,
  max: number,
  unit: keyof typeof overLimitMessages,
): boolean {
  if (size <= max) return true;
  addError(errors, field, overLimitMessages[unit](field, max));
  return false;
}

// Deliberately simple: one @, no spaces, a dot in the domain. The address is proven by mail, not by regex.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireEmail(
  errors: FieldErrors,
  body: Record<string, unknown>,
  field = 'email',
): string {
  const value = requireString(errors, body, field).toLowerCase();
  if (value && !errors[field] && !emailPattern.test(value)) {
    addError(errors, field, `The ${label(field)} must be a valid email address.`);
  }
  return value;
}

/** The e-mail of a request that sends only that (a sign-up, a reset link): 422 when it is not one. */
export function emailOf(body: Record<string, unknown>): string {
  const errors: FieldErrors = {};
  const email = requireEmail(errors, body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return email;
}

export function requireMinLength(errors: FieldErrors, field: string, value: string, min: number) {
  if (value && !errors[field] && value.length < min) {
    addError(errors, field, `The ${label(field)} must be at least ${min} characters.`);
  }
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function requireTimeZone(
  errors: FieldErrors,
  body: Record<string, unknown>,
  field = 'timezone',
) {
  const value = requireString(errors, body, field, { max: 64 });
  if (value && !errors[field] && !isTimeZone(value)) {
    addError(errors, field, `The ${label(field)} must be a valid timezone.`);
  }
  return value;
}

export { addError };
