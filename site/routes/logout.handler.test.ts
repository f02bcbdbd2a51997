// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFormsApi, sessionCookie } from '#site/server/testing/formsApi.ts';
import { siteRequestHandler, type RenderedPage } from '#site/server/testing/siteRequestHandler.ts';

// /logout as the site server answers it: the route table, the root's middleware (the site-wide
// cross-site check) and the route, with a fake API behind.

const site = 'http://site.test';
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  ({ handle } = await siteRequestHandler());
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.API_URL;
});

const clearedCookies = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => /Max-Age=0/.test(cookie))
    .map((cookie) => cookie.split('=')[0]);

describe('/logout through the site server', () => {
  it('signs out a GET from the site’s own page: the API revokes, the cookies go', async () => {
    const { calls } = fakeFormsApi({ outcome: 'ok' });
    const response = await handle(
      new Request(`${site}/logout?to=/blog`, {
        headers: { cookie: await sessionCookie('customer'), 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/blog');
    expect(clearedCookies(response)).toEqual(['trellis_token', 'trellis_impersonating']);
    // The root's loader asks for the page's usual reads alongside; the token is revoked once.
    expect(calls.filter((call) => call === 'POST /logout')).toHaveLength(1);
  });

  it('answers a GET from elsewhere with the confirmation page: 200, nothing cleared', async () => {
    const { calls } = fakeFormsApi({ outcome: 'ok' });
    const response = await handle(
      new Request(`${site}/logout`, {
        headers: { cookie: await sessionCookie('customer'), 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as RenderedPage).errors).toBeNull();
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(calls).not.toContain('POST /logout');
  });

  it('refuses a POST from another site before the route runs', async () => {
    const { calls } = fakeFormsApi({ outcome: 'ok' });
    const cookie = await sessionCookie('customer');
    // React Router refuses a POST with a foreign Origin itself (400); the root's middleware one that
    // names no Origin and does not say same-origin (403).
    const cases = [
      ['/logout', { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' }, 400],
      ['/logout.data', { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' }, 400],
      ['/logout', { 'sec-fetch-site': 'same-site' }, 403],
      ['/logout.data', {}, 403],
    ] as const;
    for (const [path, headers, status] of cases) {
      const response = await handle(
        new Request(`${site}${path}`, { method: 'POST', headers: { cookie, ...headers } }),
      );
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    expect(calls).toEqual([]);
  });

  it('signs out a POST from the site, a `.data` one (the account menu) too', async () => {
    const { calls } = fakeFormsApi({ outcome: 'ok' });
    const cookie = await sessionCookie('customer');
    for (const path of ['/logout', '/logout.data']) {
      const response = await handle(
        new Request(`${site}${path}`, { method: 'POST', headers: { cookie, origin: site } }),
      );
      expect(response.status, path).toBeLessThan(400);
      expect(clearedCookies(response), path).toEqual(['trellis_token', 'trellis_impersonating']);
    }
    expect(calls).toEqual(['POST /logout', 'POST /logout']);
  });
});
