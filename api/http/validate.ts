import type { FieldErrors } from './errors.ts';

/** The JSON (or form) body as an object; anything else counts as empty. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

const label = (field: string) => field.replace(/_/g, ' ');

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
  if (value.length > max) {
    addError(errors, field, `The ${label(field)} must not be greater than ${max} characters.`);
  }
  return value;
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
