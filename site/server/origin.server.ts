import { data } from 'react-router';
import { serverConfig } from './config.server.ts';

/** Methods that only read: anything else changes something and must come from the site's own pages. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isUnsafeMethod = (method: string) => !safeMethods.has(method.toUpperCase());

/** The origins the site answers as: the address the request was made to, and SITE_URL. */
function siteOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  try {
    origins.push(new URL(serverConfig().siteUrl).origin);
  } catch {
    // A malformed SITE_URL names no origin; the request's own address still does.
  }
  return origins;
}

/**
 * Whether a request was sent by the site's own pages. The browser says where a request comes from:
 * `Origin` on every POST, PUT, PATCH and DELETE it sends (scheme, host and port: another port of the
 * same host is another origin, though its cookies are the same), else `Sec-Fetch-Site`. A request
 * with neither (an old browser, a script outside any browser) is not from the site. `Origin: null`
 * (a sandboxed frame, a redirect from elsewhere) never is.
 */
export function isFromSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    // An Origin is only scheme, host and port: anything more is not one a browser sent.
    if (parsed.origin !== origin.trim().toLowerCase().replace(/\/$/, '')) return false;
    return siteOrigins(request).includes(parsed.origin);
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** What the site says to a form or call sent from another site. */
export const crossSiteMessages = {
  form: 'This form could not be sent from another site.',
  api: 'This request could not be sent from another site.',
} as const;

/**
 * The site's defence against cross-site request forgery (the root's middleware): a request that
 * changes something (a form post, a `.data` action, /session/*, /logout by POST, the /api door) is
 * answered 403 unless it comes from the site's own pages. The session cookie is SameSite=Lax, but
 * another port of the same host is the same site to the browser and gets the cookie: only the origin
 * tells them apart.
 *
 * Thrown as route data: a page shows the error page with the message, a `.data` request gets it in
 * React Router's own format, and a resource route (the door, /session/*) answers it as JSON.
 */
export function refuseCrossSite(request: Request): void {
  if (!isUnsafeMethod(request.method) || isFromSite(request)) return;
  const isApi = /^\/api(\/|$)/i.test(new URL(request.url).pathname);
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
  // The body is never read: the connection is not kept for another request (scripts/serve.mjs
  // reads the rest to nowhere for a few seconds first, so the answer is not lost to a reset).
  const length = request.headers.get('content-length');
  if ((length !== null && length.trim() !== '0') || request.headers.has('transfer-encoding')) {
    headers.Connection = 'close';
  }
  throw data(
    { message: isApi ? crossSiteMessages.api : crossSiteMessages.form },
    { status: 403, statusText: 'Forbidden', headers },
  );
}
