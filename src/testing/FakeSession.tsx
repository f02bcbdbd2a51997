import { useCallback, useState, type ReactNode } from 'react';
import { formErrorWording } from '#src/lib/api/formErrors.ts';
import type { AccountWire } from '#src/lib/api/types.ts';
import { isValidEmail } from '#src/lib/forms/email.ts';
import { personFieldErrors } from '#src/lib/forms/personFields.tsx';
import {
  SessionProvider,
  type InlineAuthKind,
  type InlineAuthResult,
} from '#src/lib/session/SessionProvider.tsx';

/** The password the fake accepts at log-in (any e-mail). */
export const fakeSessionPassword = 'garden-password';

/** The account a fake sign-in produces. */
export function fakeAccount(overrides: Partial<AccountWire> = {}): AccountWire {
  return {
    id: 41,
    email: 'sam@example.com',
    first_name: 'Sam',
    last_name: 'Rivera',
    timezone: 'America/Chicago',
    role: 'customer',
    coach: false,
    has_zoom: false,
    ...overrides,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A stand-in for the site's session in stories and component tests: it checks the fields as the site
 * server does (the same messages), accepts any new account and, at log-in, the password
 * `garden-password`; then it signs the account in. `onSignIn` sees each attempt.
 */
export function FakeSession({
  account: initial = null,
  onSignIn,
  children,
}: {
  account?: AccountWire | null;
  onSignIn?: (kind: InlineAuthKind, form: FormData) => void;
  children: ReactNode;
}) {
  const [account, setAccount] = useState<AccountWire | null>(initial);
  const signInInline = useCallback(
    async (kind: InlineAuthKind, form: FormData): Promise<InlineAuthResult> => {
      onSignIn?.(kind, form);
      const email = text(form, 'email');
      const password = typeof form.get('password') === 'string' ? String(form.get('password')) : '';
      const values: Record<string, string> = { email };
      let fields: Record<string, string>;
      if (kind === 'register') {
        const person = {
          first_name: text(form, 'first_name'),
          last_name: text(form, 'last_name'),
          email,
          timezone: text(form, 'timezone'),
        };
        Object.assign(values, person);
        fields = personFieldErrors(person);
        if (!password) fields.password = 'Please choose a password.';
      } else {
        fields = {};
        if (!email) fields.email = 'Please enter your email address.';
        else if (!isValidEmail(email)) fields.email = 'Please enter a valid email address.';
        if (!password) fields.password = 'Please enter your password.';
      }
      if (Object.keys(fields).length > 0)
        return { ok: false, errors: { fields, form: null }, values };
      if (kind === 'login' && password !== fakeSessionPassword) {
        return { ok: false, errors: { fields: {}, form: formErrorWording.unauthorized }, values };
      }
      setAccount(
        fakeAccount({
          email,
          ...(kind === 'register'
            ? { first_name: values.first_name, last_name: values.last_name }
            : {}),
        }),
      );
      return { ok: true, kind };
    },
    [onSignIn],
  );
  return (
    <SessionProvider account={account} signInInline={signInInline}>
      {children}
    </SessionProvider>
  );
}
