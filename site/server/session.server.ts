import { createCookie } from 'react-router';
import { ApiError, createApiClient, type ApiClient } from '#src/lib/api/client.ts';
import { safeRedirectPath } from '#src/lib/session/safeRedirect.ts';
import { serverConfig } from './config.server.ts';
import { requestDeadline } from './deadline.server.ts';

const oneYear = 60 * 60 * 24 * 365;

function cookieOptions() {
  return {
    httpOnly: true,
    secure: serverConfig().secureCookies,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: oneYear,
  };
}

/** The session cookies' base names; `cookieName` gives the name a deployment uses. */
export const sessionCookieBaseNames = {
  token: 'trellis_token',
  impersonating: 'trellis_impersonating',
  loginRedirect: 'trellis_login_redirect',
} as const;

/**
 * A cookie's name: with Secure cookies (production) it carries the `__Host-` prefix, and only that
 * name is read. The browser keeps such a cookie only when it was set over HTTPS by this very host with
 * `Path=/` and no `Domain`, so a sibling subdomain or a plain-HTTP neighbour cannot plant or overwrite
 * it (a session fixation, or a login redirect of someone else's choosing).
 */
export function cookieName(base: string): string {
  return serverConfig().secureCookies ? `__Host-${base}` : base;
}

/**
 * The login token lives only in this HttpOnly cookie: page scripts never see it. The site server adds
 * it as the bearer token to every API call it makes or forwards.
 */
const tokenCookie = () => createCookie(cookieName(sessionCookieBaseNames.token), cookieOptions());
/** Set while an admin impersonates a user: the API calls then carry the impersonation header. */
const impersonationCookie = () =>
  createCookie(cookieName(sessionCookieBaseNames.impersonating), cookieOptions());
/** Where to go after logging in (docs/spec/platform.md §4). Readable by nobody but the server too. */
const loginRedirectCookie = () =>
  createCookie(cookieName(sessionCookieBaseNames.loginRedirect), {
    ...cookieOptions(),
    maxAge: 60 * 60,
  });

export interface Session {
  token: string | null;
  impersonating: boolean;
}

export async function getSession(request: Request): Promise<Session> {
  const header = request.headers.get('Cookie');
  const token = (await tokenCookie().parse(header)) as unknown;
  const impersonating = (await impersonationCookie().parse(header)) as unknown;
  return {
    token: typeof token === 'string' && token ? token : null,
    impersonating: impersonating === true,
  };
}

/** Set-Cookie headers that sign a person in. */
export async function commitLogin(token: string, impersonating = false): Promise<string[]> {
  const headers = [await tokenCookie().serialize(token)];
  headers.push(
    impersonating
      ? await impersonationCookie().serialize(true)
      : await impersonationCookie().serialize('', { maxAge: 0 }),
  );
  return headers;
}

/**
 * Set-Cookie headers that sign a person out. In production they also clear the cookies of the
 * unprefixed names a browser may still hold from before the `__Host-` prefix (never read any more).
 */
export async function commitLogout(): Promise<string[]> {
  const headers = [
    await tokenCookie().serialize('', { maxAge: 0 }),
    await impersonationCookie().serialize('', { maxAge: 0 }),
  ];
  if (serverConfig().secureCookies) {
    for (const name of [sessionCookieBaseNames.token, sessionCookieBaseNames.impersonating]) {
      headers.push(await createCookie(name, cookieOptions()).serialize('', { maxAge: 0 }));
    }
  }
  return headers;
}

/**
 * Revokes a token at the API (POST /logout), so that a copy of it, wherever it is, stops working.
 * Answers whether the API confirmed the token is over (revoked now, or already unknown to it). Never
 * throws: a failure is logged with its status or kind, never the token.
 */
export async function revokeToken(
  token: string,
  { impersonating = false, signal }: { impersonating?: boolean; signal?: AbortSignal } = {},
): Promise<boolean> {
  const api = createApiClient({ baseUrl: serverConfig().apiUrl, token, impersonating, signal });
  try {
    await api.post('/logout');
    return true;
  } catch (error) {
    // 401: expired, revoked by a password reset, or by an earlier logout: over all the same.
    if (error instanceof ApiError && error.status === 401) return true;
    console.warn(`[logout] the API did not revoke the token (${failureOf(error)})`);
    return false;
  }
}

/**
 * Ends the request's session: revokes its token at the API, then answers the Set-Cookie headers that
 * clear the session cookies. The cookies are cleared even when the API could not be reached (the
 * person asked to leave; the failure is logged). While an admin impersonates someone, the token is the
 * impersonation token: revoking it ends the impersonation and nothing else at the API, and since the
 * impersonation took the admin's own token's place in the cookie, the browser is then signed out.
 */
export async function endSession(request: Request): Promise<string[]> {
  const session = await getSession(request);
  if (session.token) {
    await revokeToken(session.token, {
      impersonating: session.impersonating,
      signal: requestDeadline(request).signal,
    });
  }
  return commitLogout();
}

/** A failure's status or kind, never its text (which could echo a request). */
function failureOf(error: unknown): string {
  if (error instanceof ApiError) {
    return error.failure ?? `status ${error.status}`;
  }
  return error instanceof Error ? error.name : 'unknown error';
}

export async function getLoginRedirect(request: Request): Promise<string | null> {
  const value = (await loginRedirectCookie().parse(request.headers.get('Cookie'))) as unknown;
  // The cookie can be planted by another port of the host (cookies know no ports): checked as any
  // other redirect target.
  const safe = safeRedirectPath(value, '');
  return safe || null;
}

export async function setLoginRedirect(path: string): Promise<string> {
  return loginRedirectCookie().serialize(safeRedirectPath(path));
}

export async function clearLoginRedirect(): Promise<string> {
  return loginRedirectCookie().serialize('', { maxAge: 0 });
}

/**
 * The API client for a request: API_URL, with the bearer token from the request's cookie. Its calls
 * share the request's deadline and end with the request (site/server/deadline.server.ts).
 */
export async function apiForRequest(
  request: Request,
): Promise<{ api: ApiClient; session: Session }> {
  const session = await getSession(request);
  const api = createApiClient({
    baseUrl: serverConfig().apiUrl,
    token: session.token,
    impersonating: session.impersonating,
    signal: requestDeadline(request).signal,
  });
  return { api, session };
}
