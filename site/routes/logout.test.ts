// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitLogin, getSession } from '#site/server/session.server.ts';
import type { Route } from './+types/logout';
import { action, loader } from './logout.tsx';

const site = 'http://site.test';
const token = 'session-token-of-casey';

/** The fake API: POST /logout revokes a token it knows (once), 401 otherwise. */
let live: Set<string>;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const bearer = (headers.Authorization ?? '').replace(/^Bearer /, '');
  if (String(input) !== 'http://api.test/logout' || init?.method !== 'POST') {
    return Response.json({ message: 'Not found' }, { status: 404 });
  }
  if (!live.delete(bearer)) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  return new Response(null, { status: 204 });
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  live = new Set([token, 'impersonation-token']);
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.API_URL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

async function sessionCookies(sessionToken = token, impersonating = false) {
  return (await commitLogin(sessionToken, impersonating)).map((c) => c.split(';')[0]).join('; ');
}

/** The session the browser holds after applying the response's Set-Cookie headers. */
async function sessionAfter(response: Response, before: string) {
  const split = (pair: string) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)] as const;
  };
  const jar = new Map(before.split('; ').filter(Boolean).map(split));
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = split(cookie.split(';')[0]!);
    if (/Max-Age=0/.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return getSession(new Request(`${site}/`, { headers: { cookie } }));
}

type Headers = Record<string, string>;

async function get(path: string, headers: Headers) {
  return (await loader({
    request: new Request(`${site}${path}`, { headers }),
  } as Route.LoaderArgs)) as unknown;
}

async function post(path: string, headers: Headers) {
  return (await action({
    request: new Request(`${site}${path}`, { method: 'POST', headers }),
  } as Route.ActionArgs)) as unknown;
}

/** A redirect that signed the browser out. */
async function expectLoggedOut(answer: unknown, cookie: string, location = '/') {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(location);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(
    response.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => c.split('=')[0]),
  ).toEqual(['trellis_token', 'trellis_impersonating']);
  expect(await sessionAfter(response, cookie)).toEqual({ token: null, impersonating: false });
}

/** The confirmation page's data: nobody signed out, nothing asked of the API. */
function expectConfirmation(answer: unknown, to = '/') {
  // React Router's `data()`: the page renders with it; a Response would be a redirect.
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  expect(data).toEqual({ to });
  const headers = new Headers(init?.headers);
  expect(init?.status ?? 200).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-robots-tag')).toBe('noindex');
  expect(headers.getSetCookie()).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
}

const sameOrigin = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };

describe('/logout from the site’s own pages', () => {
  it('revokes the token at the API, then clears the cookies and goes home (the Log Out link)', async () => {
    const cookie = await sessionCookies();
    const answer = await get('/logout', { cookie, ...sameOrigin });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Headers).Authorization).toBe(`Bearer ${token}`);
    expect(live.has(token)).toBe(false);
    await expectLoggedOut(answer, cookie);
  });

  it('logs out on a POST from the site (the header’s and the account menu’s Log Out)', async () => {
    const cookie = await sessionCookies();
    const answer = await post('/logout?to=/login', {
      cookie,
      origin: site,
      'sec-fetch-site': 'same-origin',
    });
    expect(live.has(token)).toBe(false);
    await expectLoggedOut(answer, cookie, '/login');
  });

  it('accepts a POST that names no Origin but says same-origin', async () => {
    const cookie = await sessionCookies();
    await expectLoggedOut(await post('/logout', { cookie, ...sameOrigin }), cookie);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('while impersonating, revokes the impersonation token only and signs the browser out', async () => {
    const cookie = await sessionCookies('impersonation-token', true);
    expect(await getSession(new Request(`${site}/`, { headers: { cookie } }))).toEqual({
      token: 'impersonation-token',
      impersonating: true,
    });
    const answer = await get('/logout', { cookie, ...sameOrigin });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer impersonation-token',
      'X-Impersonating': 'true',
    });
    expect([...live]).toEqual([token]);
    await expectLoggedOut(answer, cookie);
  });

  it('follows a path of the site in ?to=, with its query and fragment', async () => {
    const cookie = await sessionCookies();
    await expectLoggedOut(
      await get('/logout?to=%2Flogin%3Fnext%3D1%23form', { cookie, ...sameOrigin }),
      cookie,
      '/login?next=1#form',
    );
  });

  it.each([
    '//evil.test/',
    '/%5Cevil.test',
    '/\\evil.test',
    '/%09/evil.test',
    '/%0A/x',
    'https://evil.test/',
    'javascript:alert(1)',
    'evil.test',
    '/.//evil.test',
  ])('never sends the visitor elsewhere: ?to=%s goes home', async (to) => {
    const cookie = await sessionCookies();
    const answer = await get(`/logout?to=${to}`, { cookie, ...sameOrigin });
    await expectLoggedOut(answer, cookie, '/');
  });

  it('asks the API nothing for a visitor who has no session, and still clears the cookies', async () => {
    await expectLoggedOut(await get('/logout', sameOrigin), '');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the cookies even when the API is down, and logs that without the token', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const cookie = await sessionCookies();
    await expectLoggedOut(await get('/logout', { cookie, ...sameOrigin }), cookie);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/\[logout\] the API did not revoke the token/);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(token);
  });

  it('clears the cookies when the API answers 500', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'Server Error' }, { status: 500 }));
    const cookie = await sessionCookies();
    await expectLoggedOut(await get('/logout', { cookie, ...sameOrigin }), cookie);
    expect(String(warn.mock.calls[0]![0])).toContain('status 500');
    expect(JSON.stringify(warn.mock.calls)).not.toContain(token);
  });

  it('takes a token the API no longer knows as already over, without a warning', async () => {
    live.clear();
    const cookie = await sessionCookies();
    await expectLoggedOut(await get('/logout', { cookie, ...sameOrigin }), cookie);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('/logout from anywhere else', () => {
  it.each<[string, Headers]>([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['another port of the host (same-site)', { 'sec-fetch-site': 'same-site' }],
    ['an address typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['a browser that sends no fetch metadata', {}],
    ['a foreign Origin', { 'sec-fetch-site': 'same-origin', origin: 'http://evil.test' }],
    ['a prefetch', { ...sameOrigin, 'sec-purpose': 'prefetch' }],
    ['a prerender', { ...sameOrigin, 'sec-purpose': 'prefetch;prerender' }],
  ])('a GET from %s gets the confirmation page and signs nobody out', async (_, headers) => {
    const cookie = await sessionCookies();
    expectConfirmation(await get('/logout?to=/account', { cookie, ...headers }), '/account');
    expect(live.has(token)).toBe(true);
  });

  it.each<[string, Headers]>([
    ['another site', { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' }],
    [
      'another port of the host',
      { origin: 'http://site.test:8080', 'sec-fetch-site': 'same-site' },
    ],
    ['a sandboxed frame', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['nowhere the browser names', {}],
  ])('a POST from %s gets the confirmation page and signs nobody out', async (_, headers) => {
    const cookie = await sessionCookies();
    expectConfirmation(await post('/logout', { cookie, ...headers }));
    expect(live.has(token)).toBe(true);
  });

  it('keeps only a safe ?to= for the confirmation’s button', async () => {
    expectConfirmation(await get('/logout?to=//evil.test/', {}), '/');
    expectConfirmation(await get('/logout?to=/%5Cevil.test', {}), '/');
  });
});
