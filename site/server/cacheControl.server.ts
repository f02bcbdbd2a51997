/**
 * Caching of the site's responses (docs/scaling.md): public CMS pages may be kept by a CDN for a
 * minute and served stale while it refreshes them; anything personal is never stored anywhere.
 */

/**
 * A public page, for everyone but the person's own browser: a CDN (a shared cache) keeps it for 60 s
 * (`s-maxage`) and may answer from its copy for 10 more minutes while it fetches a fresh one in the
 * background (`stale-while-revalidate`), so an editor's change shows within a minute and an API
 * outage of a few minutes goes unseen. Browsers (`max-age=0`) check with the CDN on every view.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Signed-in, preview, admin and account pages, errors and anything that sets a cookie. */
export const privateCacheControl = 'private, no-store';

/**
 * Routes whose documents are the same for every visitor who is not signed in: the CMS content pages
 * (home and the catch-all), the directory lists and the public designer and business profiles.
 */
export const publicRouteIds: ReadonlySet<string> = new Set([
  'home',
  'page',
  'routes/designers',
  'routes/designers.$slug',
  'routes/businesses',
  'routes/businesses.$slug',
  'routes/kitchen-sink',
]);

/**
 * The cookies of a session (site/server/session.server.ts), under their production names (`__Host-`)
 * and their plain ones: with any of them, the page is personal.
 */
export const sessionCookieNames: readonly string[] = [
  'trellis_token',
  'trellis_impersonating',
  '__Host-trellis_token',
  '__Host-trellis_impersonating',
];

/** Whether the request's `Cookie` header carries a (non-empty) session cookie. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const at = pair.indexOf('=');
    if (at < 0) return false;
    return (
      sessionCookieNames.includes(pair.slice(0, at).trim()) && pair.slice(at + 1).trim() !== ''
    );
  });
}

export interface DocumentCacheInput {
  /** The request (its method, address and cookies). */
  request: Request;
  /** The status the document answers with. */
  status: number;
  /** The response headers so far (a `Set-Cookie` among them makes the page personal). */
  headers: Headers;
  /** The id of the deepest matched route (`home`, `page`, `routes/account`, …), if any. */
  leafRouteId: string | null;
}

/**
 * The `Cache-Control` of an HTML document: public only for a GET (or HEAD) of a public route that
 * answers 200 to a visitor without a session cookie, outside preview, and sets no cookie; private
 * and never stored otherwise. A value a route set itself is kept for public pages only.
 */
export function documentCacheControl({
  request,
  status,
  headers,
  leafRouteId,
}: DocumentCacheInput): string {
  const method = request.method.toUpperCase();
  const url = new URL(request.url);
  const isPublic =
    (method === 'GET' || method === 'HEAD') &&
    status === 200 &&
    leafRouteId !== null &&
    publicRouteIds.has(leafRouteId) &&
    !url.searchParams.has('preview') &&
    !hasSessionCookie(request.headers.get('Cookie')) &&
    headers.getSetCookie().length === 0;
  if (!isPublic) return privateCacheControl;
  return headers.get('Cache-Control') ?? publicPageCacheControl;
}

/** Adds `Cookie` to `Vary` (a cache must not hand one person's page to another), keeping the rest. */
export function varyOnCookie(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Cookie');
  else if (
    !vary.split(',').some((name) => name.trim().toLowerCase() === 'cookie' || name.trim() === '*')
  ) {
    headers.set('Vary', `${vary}, Cookie`);
  }
}

/**
 * Sets the caching headers of an HTML document (site/entry.server.tsx): `Cache-Control` from
 * `documentCacheControl`, and `Vary: Cookie`.
 */
export function applyDocumentCaching(input: DocumentCacheInput): void {
  input.headers.set('Cache-Control', documentCacheControl(input));
  varyOnCookie(input.headers);
}

/**
 * Client navigations fetch loader data (`*.data`), which holds the account when signed in: never
 * stored. Only whole documents are cached by a CDN.
 */
export function applyDataCaching(headers: Headers): void {
  headers.set('Cache-Control', privateCacheControl);
  varyOnCookie(headers);
}
