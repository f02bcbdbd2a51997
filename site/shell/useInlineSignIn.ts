import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorWording } from '#src/lib/api/formErrors.ts';
import type { InlineAuthKind, InlineAuthResult } from '#src/lib/session/SessionProvider.tsx';

function isResult(body: unknown): body is InlineAuthResult {
  return (
    typeof body === 'object' && body !== null && typeof (body as { ok?: unknown }).ok === 'boolean'
  );
}

/**
 * The site's inline sign-in: posts the form to its own server (POST /session/login or /register),
 * which sets the HttpOnly session cookie, then reloads the page's data so the account is known
 * everywhere before it resolves. A failure answers what the form shows.
 */
export function useInlineSignIn() {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  return useCallback(
    async (kind: InlineAuthKind, form: FormData): Promise<InlineAuthResult> => {
      let body: unknown = null;
      try {
        const response = await fetch(`/session/${kind}`, {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
        body = await response.json();
      } catch {
        body = null;
      }
      if (!isResult(body)) {
        return { ok: false, errors: { fields: {}, form: formErrorWording.unknown }, values: {} };
      }
      if (body.ok) await revalidate();
      return body;
    },
    [revalidate],
  );
}
