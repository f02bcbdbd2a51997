// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyDataCaching,
  applyDocumentCaching,
  documentCacheControl,
  hasSessionCookie,
  privateCacheControl,
  publicPageCacheControl,
  type DocumentCacheInput,
} from './cacheControl.server.ts';

const token = 'trellis_token=ImFiYzEyMyI%3D';

function input(
  path: string,
  {
    method = 'GET',
    cookie,
    status = 200,
    setCookie,
    leafRouteId = 'page',
    cacheControl,
  }: {
    method?: string;
    cookie?: string;
    status?: number;
    setCookie?: string;
    leafRouteId?: string | null;
    cacheControl?: string;
  } = {},
): DocumentCacheInput {
  const headers = new Headers();
  if (setCookie) headers.append('Set-Cookie', setCookie);
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return {
    request: new Request(`http://site.test${path}`, {
      method,
      headers: cookie ? { Cookie: cookie } : {},
    }),
    status,
    headers,
    leafRouteId,
  };
}

describe('documentCacheControl', () => {
  it('lets a CDN keep public pages for a visitor: content, home, the directory and profiles', () => {
    expect(publicPageCacheControl).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    for (const [path, route] of [
      ['/', 'home'],
      ['/about', 'page'],
      ['/design', 'page'],
      ['/designers', 'routes/designers'],
      ['/designers/ada-lovelace-12', 'routes/designers.$slug'],
      ['/businesses', 'routes/businesses'],
      ['/businesses/green-thumb', 'routes/businesses.$slug'],
      ['/kitchen-sink', 'routes/kitchen-sink'],
      ['/quiz?quiz-4=2', 'page'],
    ] as const) {
      expect(documentCacheControl(input(path, { leafRouteId: route })), path).toBe(
        publicPageCacheControl,
      );
    }
    expect(documentCacheControl(input('/', { method: 'HEAD', leafRouteId: 'home' }))).toBe(
      publicPageCacheControl,
    );
    // Cookies that are not the session's (the store's cart, the card filters) keep a page public.
    expect(documentCacheControl(input('/', { cookie: 'cart=42; coach-cards=%7B%7D' }))).toBe(
      publicPageCacheControl,
    );
  });

  it('never stores a page of a signed-in person, an impersonating admin or a preview', () => {
    expect(documentCacheControl(input('/', { cookie: token, leafRouteId: 'home' }))).toBe(
      privateCacheControl,
    );
    expect(documentCacheControl(input('/about', { cookie: `cart=1; ${token}` }))).toBe(
      privateCacheControl,
    );
    expect(
      documentCacheControl(input('/about', { cookie: 'trellis_impersonating=dHJ1ZQ%3D%3D' })),
    ).toBe(privateCacheControl);
    expect(documentCacheControl(input('/about?preview'))).toBe(privateCacheControl);
    expect(documentCacheControl(input('/about?preview=1'))).toBe(privateCacheControl);
  });

  it('never stores account, sign-in and other non-content pages, even for a visitor', () => {
    for (const route of [
      'routes/account',
      'routes/account.orders',
      'routes/login',
      'routes/register',
      'routes/welcome',
      'routes/reset-password',
      'routes/directory-application',
      'routes/submit-your-garden',
      'root',
    ]) {
      expect(documentCacheControl(input('/x', { leafRouteId: route })), route).toBe(
        privateCacheControl,
      );
    }
    expect(documentCacheControl(input('/x', { leafRouteId: null }))).toBe(privateCacheControl);
  });

  it('never stores errors, non-GET answers or responses that set a cookie', () => {
    for (const status of [201, 404, 403, 500, 503]) {
      expect(documentCacheControl(input('/missing', { status })), String(status)).toBe(
        privateCacheControl,
      );
    }
    expect(documentCacheControl(input('/contact', { method: 'POST' }))).toBe(privateCacheControl);
    // The flash message is read once (its cookie is cleared); an expired session is signed out.
    expect(
      documentCacheControl(input('/', { setCookie: 'trellis_flash=; Max-Age=0; Path=/' })),
    ).toBe(privateCacheControl);
  });

  it("keeps a public route's own value, but not for personal answers", () => {
    const own = 'public, max-age=300';
    expect(documentCacheControl(input('/', { cacheControl: own }))).toBe(own);
    expect(documentCacheControl(input('/', { cacheControl: own, cookie: token }))).toBe(
      privateCacheControl,
    );
  });
});

describe('hasSessionCookie', () => {
  it('finds a non-empty session cookie among the others', () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('cart=1')).toBe(false);
    expect(hasSessionCookie('not_trellis_token=abc')).toBe(false);
    expect(hasSessionCookie('trellis_token=')).toBe(false);
    expect(hasSessionCookie(token)).toBe(true);
    expect(hasSessionCookie(`cart=1;  ${token}; x=y`)).toBe(true);
  });

  it('finds the production names with the __Host- prefix too', () => {
    expect(hasSessionCookie(`cart=1; __Host-${token}`)).toBe(true);
    expect(hasSessionCookie('__Host-trellis_impersonating=dHJ1ZQ%3D%3D')).toBe(true);
    expect(hasSessionCookie('__Host-trellis_token=')).toBe(false);
  });
});

describe('applyDocumentCaching and applyDataCaching', () => {
  it('sets Cache-Control and adds Cookie to Vary', () => {
    const publicPage = input('/');
    publicPage.headers.set('Vary', 'Accept-Encoding');
    applyDocumentCaching(publicPage);
    expect(publicPage.headers.get('Cache-Control')).toBe(publicPageCacheControl);
    expect(publicPage.headers.get('Vary')).toBe('Accept-Encoding, Cookie');

    const signedIn = input('/', { cookie: token });
    applyDocumentCaching(signedIn);
    expect(signedIn.headers.get('Cache-Control')).toBe(privateCacheControl);
    expect(signedIn.headers.get('Vary')).toBe('Cookie');
    applyDocumentCaching(signedIn);
    expect(signedIn.headers.get('Vary')).toBe('Cookie');
  });

  it('never lets a shared cache keep loader data', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=60' });
    applyDataCaching(headers);
    expect(headers.get('Cache-Control')).toBe(privateCacheControl);
    expect(headers.get('Vary')).toBe('Cookie');
  });
});
