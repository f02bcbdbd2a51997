import { ApiError } from '#src/lib/api/client.ts';
import { formErrorWording, mapFormError } from '#src/lib/api/formErrors.ts';

/**
 * What to tell a coach when the API refuses a change (availability, Go Live): the server's own
 * message for a 4xx answer (docs/spec/platform.md §8: "Instant-booking failures show the message the
 * server returned"), else the form error wording. Shown as a plain string, so as an error toast.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return message;
    const mapped = mapFormError(error);
    return Object.values(mapped.fields)[0] ?? mapped.form ?? formErrorWording.unknown;
  }
  return formErrorWording.unknown;
}
