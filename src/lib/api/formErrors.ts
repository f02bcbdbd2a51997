import { ApiError } from './client.ts';

/** The wording of docs/spec/platform.md §8 "Form error mapping". */
export const formErrorWording = {
  unauthorized: 'Your username or password were incorrect. Please try again.',
  noSuchUser: 'No user with that email address exists.',
  unknown: 'An unknown error occurred, please try again soon.',
} as const;

export interface FormErrors {
  /** Field name → first message for that field (from a 422). */
  fields: Record<string, string>;
  /** The message for the form as a whole, if any. */
  form: string | null;
}

/** Turns any failure of a form submission into what the form shows (docs/spec/platform.md §8). */
export function mapFormError(error: unknown): FormErrors {
  const status = error instanceof ApiError ? error.status : 500;
  const body = error instanceof ApiError ? error.body : null;

  if (status === 422 && body?.errors && typeof body.errors === 'object') {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first) fields[field] = first;
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  if (status === 401) return { fields: {}, form: formErrorWording.unauthorized };
  if (status === 400 && body?.status === 'no-such-user') {
    return { fields: {}, form: formErrorWording.noSuchUser };
  }
  if (body && typeof body.message === 'string' && body.message.trim()) {
    return { fields: {}, form: body.message };
  }
  return { fields: {}, form: formErrorWording.unknown };
}
