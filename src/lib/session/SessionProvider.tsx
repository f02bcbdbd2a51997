import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { AccountWire } from '#src/lib/api/types.ts';

/** The two ways to sign in without leaving the page. */
export type InlineAuthKind = 'login' | 'register';

/**
 * What an inline sign-in answers: signed in (the session cookie is set and the account reloaded), or
 * what the form shows — field and form errors, and what was typed (never the password).
 */
export type InlineAuthResult =
  | { ok: true; kind: InlineAuthKind }
  | { ok: false; errors: FormErrors; values: Record<string, string> };

export interface SessionValue {
  /** The signed-in account, or null for a visitor. */
  account: AccountWire | null;
  /**
   * Logs in or registers with the fields of the login or sign-up form, without a page change. The
   * site posts them to its own server, which keeps the token in an HttpOnly cookie, then reloads the
   * account, so `account` is set when this resolves with `ok: true`.
   */
  signInInline: (kind: InlineAuthKind, form: FormData) => Promise<InlineAuthResult>;
}

const notAvailable: SessionValue['signInInline'] = () =>
  Promise.resolve({
    ok: false,
    errors: { fields: {}, form: 'Signing in is not available here.' },
    values: {},
  });

const SessionContext = createContext<SessionValue>({ account: null, signInInline: notAvailable });

/**
 * The session as components below the site see it: who is signed in, and the inline sign-in. The site
 * root provides it from its loader data; stories and tests provide a fake.
 */
export function SessionProvider({
  account,
  signInInline,
  children,
}: SessionValue & { children: ReactNode }) {
  const value = useMemo(() => ({ account, signInInline }), [account, signInInline]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
