import { createCookie } from 'react-router';
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import { safeRedirectPath } from '#src/session/safeRedirect.ts';
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

/**
 * The login token lives only in this HttpOnly cookie: page scripts never see it. The site server adds
 * it as the bearer token to every API call it makes or forwards.
 */
const tokenCookie = () => createCookie('trellis_token', cookieOptions());
/** Set while an admin impersonates a user: the API calls then carry the impersonation header. */
const impersonationCookie = () => createCookie('trellis_impersonating', cookieOptions());
/** Where to go after logging in (docs/spec/platform.md §4). Readable by nobody but the server too. */
const loginRedirectCookie = () =>
  createCookie('trellis_login_redirect', { ...cookieOptions(), maxAge: 60 * 60 });

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

/** Set-Cookie headers that sign a person out. */
export async function commitLogout(): Promise<string[]> {
  return [
    await tokenCookie().serialize('', { maxAge: 0 }),
    await impersonationCookie().serialize('', { maxAge: 0 }),
  ];
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
