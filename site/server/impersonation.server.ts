import { redirect } from 'react-router';
import { ApiError, createApiClient } from '#src/lib/api/client.ts';
import type { AccountWire, DataResponse } from '#src/lib/api/types.ts';
import { safeRedirectPath } from '#src/lib/session/safeRedirect.ts';
import { serverConfig } from './config.server.ts';
import { requestDeadline } from './deadline.server.ts';
import { commitLogin, getSession, revokeToken } from './session.server.ts';

/** The query parameters of an impersonation link (docs/spec/platform.md §2): `?impersonate=<token>&admin=<id>`. */
export const impersonationParams = { token: 'impersonate', admin: 'admin' } as const;

export function isImpersonationLink(url: URL): boolean {
  return (
    url.searchParams.has(impersonationParams.token) &&
    url.searchParams.has(impersonationParams.admin)
  );
}

/** A bearer token as the API hands them out: printable, no spaces, of a sane length. */
const plausibleToken = /^[\x21-\x7e]{8,512}$/;

class Refused extends Error {}

/** The same address without the two parameters (and without React Router's data-request suffix). */
function withoutImpersonationParams(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete(impersonationParams.token);
  url.searchParams.delete(impersonationParams.admin);
  url.searchParams.delete('_routes');
  const pathname = url.pathname.replace(/\/_root\.data$/, '/').replace(/\.data$/, '') || '/';
  const search = url.searchParams.toString();
  // `//evil.test/?impersonate=…` has the path `//evil.test/`: as a Location it names another host.
  return safeRedirectPath(pathname + (search ? `?${search}` : ''));
}

function leave(to: string, cookies: string[] = []) {
  const headers = new Headers({
    // The link carried a token: the next page must not send it on to other sites.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

async function accountFor(
  token: string,
  impersonating: boolean,
  whose: string,
  signal: AbortSignal,
): Promise<AccountWire> {
  const api = createApiClient({ baseUrl: serverConfig().apiUrl, token, impersonating, signal });
  let response: DataResponse<AccountWire>;
  try {
    response = await api.get<DataResponse<AccountWire>>('/account');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Refused(`${whose} is not valid`);
    throw error;
  }
  if (!response?.data || typeof response.data.id !== 'number') {
    throw new Error('the API answered no account');
  }
  return response.data;
}

/**
 * An impersonation link, handled by the site server (docs/spec/platform.md §2; how it is kept safe: docs/security.md).
 * Accepted only when the person following it is signed in (not already impersonating) as the admin
 * the `admin` parameter names, according to GET /account, and the `impersonate` token is live and
 * was minted by that admin (its GET /account answers `impersonator_id` = that admin). Accepted: the
 * token cookie becomes the impersonated token with the impersonation marker, the admin's own token is
 * revoked at the API (logging out later ends the impersonation and leaves the browser signed out), and
 * the visitor goes to `/`. Refused: no cookie changes; the same address without the two parameters. Always a redirect
 * with `Referrer-Policy: no-referrer`. Tokens are never logged.
 */
export async function handleImpersonation(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const adminParam = url.searchParams.get(impersonationParams.admin) ?? '';
  const token = url.searchParams.get(impersonationParams.token) ?? '';
  try {
    if (!/^[1-9]\d{0,15}$/.test(adminParam)) throw new Refused('the admin parameter is not an id');
    const adminId = Number(adminParam);
    if (!plausibleToken.test(token)) throw new Refused('the impersonation token is malformed');

    const session = await getSession(request);
    if (!session.token) throw new Refused('nobody is signed in');
    if (session.impersonating) throw new Refused('the session is already impersonating');
    if (session.token === token) throw new Refused('the token is the session’s own');
    const admin = await accountFor(
      session.token,
      false,
      'the session token',
      requestDeadline(request).signal,
    );
    if (admin.role !== 'admin') throw new Refused(`account ${admin.id} is not an admin`);
    if (admin.impersonated || admin.impersonator_id != null) {
      throw new Refused(`account ${admin.id} is itself impersonated`);
    }
    if (admin.id !== adminId) {
      throw new Refused(`the signed-in admin ${admin.id} is not admin ${adminId}`);
    }

    const target = await accountFor(
      token,
      true,
      'the impersonation token',
      requestDeadline(request).signal,
    );
    if (target.impersonator_id !== adminId) {
      throw new Refused(`the token was not minted by admin ${adminId}`);
    }
    console.info(`[impersonation] admin ${adminId} now acts as account ${target.id}`);
    // The impersonation token takes the admin's token's place in the cookie: nothing will use the
    // admin's token again, so it ends now rather than live out its year (best effort: logged if not).
    await revokeToken(session.token, { signal: requestDeadline(request).signal });
    return leave('/', await commitLogin(token, true));
  } catch (error) {
    const reason = error instanceof Refused ? error.message : 'the API could not confirm it';
    const detail = error instanceof Refused ? '' : ` (${describe(error)})`;
    console.warn(`[impersonation] link refused: ${reason}${detail}`);
    return leave(withoutImpersonationParams(request));
  }
}

/** A failure's status or kind, never its text (which could echo a request). */
function describe(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return `status ${status}`;
  return error instanceof Error ? error.name : 'unknown error';
}
