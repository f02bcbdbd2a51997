// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { crossSiteMessages, isFromSite, refuseCrossSite } from './origin.server.ts';

const post = (url: string, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(url, { method, headers });

/** What refuseCrossSite threw (route data with a status), or null when it let the request through. */
function refusal(request: Request) {
  try {
    refuseCrossSite(request);
    return null;
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status, data, headers: new Headers(init?.headers) };
  }
}

describe('isFromSite', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it.each([
    ['the same origin', { origin: 'http://localhost:3000' }, true],
    [
      'the same origin and same-origin',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      true,
    ],
    ['another site', { origin: 'http://evil.test' }, false],
    [
      'another site that says same-origin',
      { origin: 'http://evil.test', 'sec-fetch-site': 'same-origin' },
      false,
    ],
    ['another port of the same host', { origin: 'http://localhost:3001' }, false],
    [
      'another port of the same host (same-site)',
      { origin: 'http://localhost:4000', 'sec-fetch-site': 'same-site' },
      false,
    ],
    ['the same host over https', { origin: 'https://localhost:3000' }, false],
    ['a subdomain', { origin: 'http://evil.localhost:3000' }, false],
    ['an opaque origin', { origin: 'null' }, false],
    ['an origin with a path', { origin: 'http://localhost:3000/x' }, false],
    ['an origin that is no URL', { origin: 'localhost:3000' }, false],
    ['no origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, true],
    ['no origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, false],
    ['no origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, false],
    ['no origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }, false],
    ['neither header', {}, false],
  ])('%s: %s', (_name, headers, expected) => {
    expect(isFromSite(post('http://localhost:3000/login', headers))).toBe(expected);
  });

  it('takes SITE_URL as the site’s origin too (a proxy in front speaks https)', () => {
    process.env.SITE_URL = 'https://trellis.garden';
    const request = (origin: string) => post('http://10.0.0.5:3000/login', { origin });
    expect(isFromSite(request('https://trellis.garden'))).toBe(true);
    expect(isFromSite(request('http://10.0.0.5:3000'))).toBe(true);
    expect(isFromSite(request('http://trellis.garden'))).toBe(false);
    expect(isFromSite(request('https://trellis.garden:8443'))).toBe(false);
  });
});

describe('refuseCrossSite (the root’s middleware)', () => {
  it('lets reads through from anywhere', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        refusal(post('http://localhost:3000/logout', { origin: 'http://evil.test' }, method)),
      ).toBeNull();
    }
  });

  it('lets the site’s own forms through', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(
        refusal(post('http://localhost:3000/account', { origin: 'http://localhost:3000' }, method)),
      ).toBeNull();
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a %s from another site with 403 and a message the page shows',
    (method) => {
      const refused = refusal(
        post('http://localhost:3000/account', { origin: 'http://evil.test' }, method),
      );
      expect(refused).toMatchObject({ status: 403, data: { message: crossSiteMessages.form } });
      expect(refused?.headers.get('cache-control')).toBe('no-store');
      expect(refused?.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('closes the connection rather than read the body of a refused request', () => {
    const withBody = post('http://localhost:3000/api/nope', { 'content-length': '157286400' });
    expect(refusal(withBody)?.headers.get('connection')).toBe('close');
    const chunked = post('http://localhost:3000/login', { 'transfer-encoding': 'chunked' });
    expect(refusal(chunked)?.headers.get('connection')).toBe('close');
    const empty = post('http://localhost:3000/logout', { 'content-length': '0' });
    expect(refusal(empty)?.headers.get('connection')).toBeNull();
  });

  it('refuses a form without any origin (no browser of the site sends one so)', () => {
    expect(refusal(post('http://localhost:3000/session/login'))?.status).toBe(403);
    expect(
      refusal(post('http://localhost:3000/logout', { 'sec-fetch-site': 'same-site' }))?.status,
    ).toBe(403);
  });

  it('answers the door’s calls with the door’s wording, in any spelling of /api', () => {
    for (const path of ['/api/orders', '/API/orders', '/api']) {
      expect(
        refusal(post(`http://localhost:3000${path}`, { origin: 'http://localhost:3001' })),
      ).toMatchObject({
        status: 403,
        data: { message: crossSiteMessages.api },
      });
    }
  });

  it('throws route data, which React Router answers as the error page, `.data` or JSON', () => {
    let thrown: unknown;
    try {
      refuseCrossSite(post('http://localhost:3000/login'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 403 } });
  });
});
