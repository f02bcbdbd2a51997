import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { ProviderField } from './providerForm.ts';

export const hasErrors = (errors: FormErrors | null | undefined) =>
  Boolean(errors && (errors.form || Object.keys(errors.fields).length > 0));

/**
 * The errors the business form shows: the route action's (replaced whenever it sends new ones) or the
 * form's own check before sending. Whenever errors come, the list at the top takes focus, so a person
 * hears them and can follow their links; an error goes from its field as soon as that field changes.
 */
export function useProviderFormErrors(errors: FormErrors | undefined) {
  const [shown, setShown] = useState<FormErrors | null>(errors ?? null);
  const [seenErrors, setSeenErrors] = useState(errors);
  const [focusRequest, setFocusRequest] = useState(0);
  const errorListRef = useRef<HTMLDivElement>(null);

  // New errors from the action replace what shows, and the list takes focus.
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    setShown(errors ?? null);
    if (hasErrors(errors)) setFocusRequest((count) => count + 1);
  }

  useEffect(() => {
    if (focusRequest > 0) errorListRef.current?.focus();
  }, [focusRequest]);

  /** Shows the form's own errors and moves focus to their list. */
  const showErrors = useCallback((next: FormErrors) => {
    setShown(next);
    setFocusRequest((count) => count + 1);
  }, []);

  const clearErrors = useCallback(() => setShown(null), []);

  const clearError = useCallback((field: ProviderField) => {
    setShown((current) => {
      if (!current?.fields[field]) return current;
      const { [field]: _cleared, ...fields } = current.fields;
      return { ...current, fields };
    });
  }, []);

  return { shown, errorListRef, showErrors, clearErrors, clearError };
}
