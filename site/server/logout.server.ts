import { data, redirect } from 'react-router';
import { safeRedirectPath } from '#src/lib/session/safeRedirect.ts';
import { isFromSite } from './origin.server.ts';
import { endSession } from './session.server.ts';

/** What the confirmation page shows: where the visitor goes once they confirm. */
export interface LogoutConfirmation {
  to: string;
}

/** The confirmation is for this visitor only and for no search engine. */
const confirmationHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** Where `/logout?to=…` leads afterwards: a path of this site, else the home page. */
function destination(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get('to'));
}

/** A prefetch or prerender the browser makes on its own: nobody asked to leave. */
function isSpeculative(request: Request): boolean {
  const purpose = [request.headers.get('sec-purpose'), request.headers.get('purpose')].join(' ');
  return /prefetch|prerender/i.test(purpose);
}

/**
 * Whether a logout was asked for by a page of this very site. A GET (the Log Out link of the
 * impersonation bar, the 401 handler's `/logout?to=/login`) must say so with
 * `Sec-Fetch-Site: same-origin` and no foreign `Origin`: a link on another site, on another port of
 * the host (same-site, and the Lax cookie goes along), an address typed or bookmarked (`none`), or a
 * browser that sends no fetch metadata is not enough to sign anyone out. A POST (the header's and
 * the account menu's Log Out, the confirmation's button) passes the site-wide check, `isFromSite`.
 */
export function isLogoutFromSite(request: Request): boolean {
  if (isSpeculative(request)) return false;
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    return request.headers.get('sec-fetch-site') === 'same-origin' && isFromSite(request);
  }
  return isFromSite(request);
}

/**
 * `/logout`: from the site's own pages, revokes the session's token at the API, clears the session
 * cookies (even when the API cannot be reached) and redirects to `?to=` (a path of this site) or
 * `/`. From anywhere else, the confirmation page's data: nobody is signed out until they press its
 * Log Out button, whose POST comes from the site. The request body is never read.
 */
export async function logout(request: Request) {
  const to = destination(request);
  if (!isLogoutFromSite(request)) {
    return data<LogoutConfirmation>({ to }, { headers: confirmationHeaders });
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}
