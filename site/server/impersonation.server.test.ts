// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import { handleImpersonation, isImpersonationLink } from './impersonation.server.ts';
import { commitLogin, getSession } from './session.server.ts';

function account(id: number, role: string, extra: Partial<AccountWire> = {}): AccountWire {
  return {
    id,
    email: `user${id}@trellis.test`,
    first_name: 'User',
    last_name: String(id),
    timezone: 'America/Chicago',
    role,
    coach: false,
    has_zoom: false,
    ...extra,
  };
}

const adminToken = 'admin-session-token-1';
const customerToken = 'customer-session-token';
const impersonationToken = 'impersonation-token-for-7';
const otherAdminsToken = 'impersonation-token-by-9';

/** The fake API: GET /account answers for whichever bearer token it is given. */
const accounts: Record<string, AccountWire> = {
  [adminToken]: account(1, 'admin'),
  [customerToken]: account(5, 'customer'),
  [impersonationToken]: account(7, 'customer', { impersonated: true, impersonator_id: 1 }),
  [otherAdminsToken]: account(8, 'customer', { impersonated: true, impersonator_id: 9 }),
};

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const auth = (init?.headers as Record<string, string> | undefined)?.Authorization ?? '';
  const token = auth.replace(/^Bearer /, '');
  if (url === 'http://api.test/logout' && init?.method === 'POST') {
    return new Response(null, { status: accounts[token] ? 204 : 401 });
  }
  if (url !== 'http://api.test/account') return Response.json({}, { status: 404 });
  const found = accounts[token];
  return found
    ? Response.json({ data: found })
    : Response.json({ message: 'Unauthenticated.' }, { status: 401 });
});

async function cookieHeader(token: string | null, impersonating = false) {
  if (!token) return '';
  return (await commitLogin(token, impersonating)).map((c) => c.split(';')[0]).join('; ');
}

async function follow(
  query: string,
  sessionToken: string | null = adminToken,
  impersonating = false,
) {
  const request = new Request(`http://site.test/about?${query}`, {
    headers: { cookie: await cookieHeader(sessionToken, impersonating) },
  });
  return handleImpersonation(request);
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.API_URL;
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function expectRefused(response: Response, location = '/about?utm=mail') {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(location);
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
  const logged = JSON.stringify(warn.mock.calls);
  for (const token of [adminToken, customerToken, impersonationToken, otherAdminsToken]) {
    expect(logged).not.toContain(token);
  }
}

describe('impersonation links', () => {
  it('recognises a link only when it has both parameters', () => {
    expect(isImpersonationLink(new URL('http://site.test/?impersonate=t&admin=1'))).toBe(true);
    expect(isImpersonationLink(new URL('http://site.test/?impersonate=t'))).toBe(false);
    expect(isImpersonationLink(new URL('http://site.test/?admin=1'))).toBe(false);
  });

  it('accepts a token minted by the signed-in admin: impersonated cookie, marker, then /', async () => {
    const response = await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['trellis_token', 'trellis_impersonating']);
    // What the next request carries: the impersonated token with the marker.
    const next = new Request('http://site.test/', {
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(await getSession(next)).toEqual({ token: impersonationToken, impersonating: true });
    expect(cookies.every((c) => /HttpOnly/.test(c) && /SameSite=Lax/.test(c))).toBe(true);
    // The admin was checked with its own token; the impersonated token was checked with the header.
    // Then the admin's token, which the cookie no longer holds, was revoked.
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      call: `${init?.method ?? 'GET'} ${String(url)}`,
      headers: init?.headers as Record<string, string>,
    }));
    expect(calls.map(({ call, headers }) => `${call} ${headers.Authorization}`)).toEqual([
      `GET http://api.test/account Bearer ${adminToken}`,
      `GET http://api.test/account Bearer ${impersonationToken}`,
      `POST http://api.test/logout Bearer ${adminToken}`,
    ]);
    expect(calls[1]!.headers).toMatchObject({ 'X-Impersonating': 'true' });
    expect(calls[2]!.headers).not.toHaveProperty('X-Impersonating');
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a visitor who is not signed in, without asking the API', async () => {
    expectRefused(await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`, null));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a signed-in account that is not an admin', async () => {
    expectRefused(
      await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`, customerToken),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses when the admin parameter names another admin', async () => {
    expectRefused(await follow(`impersonate=${impersonationToken}&admin=9&utm=mail`));
  });

  it('refuses an admin parameter that is not an id', async () => {
    expectRefused(await follow(`impersonate=${impersonationToken}&admin=1%20OR%201&utm=mail`));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a token the API does not know', async () => {
    expectRefused(await follow('impersonate=made-up-token-123&admin=1&utm=mail'));
    expect(warn.mock.calls[0]![0]).toMatch(/impersonation token is not valid/);
  });

  it('refuses a token minted by another admin', async () => {
    expectRefused(await follow(`impersonate=${otherAdminsToken}&admin=1&utm=mail`));
    expect(warn.mock.calls[0]![0]).toMatch(/not minted by admin 1/);
  });

  it('refuses an ordinary login token (no impersonator)', async () => {
    expectRefused(await follow(`impersonate=${customerToken}&admin=1&utm=mail`));
  });

  it('refuses while the session is already impersonating', async () => {
    expectRefused(
      await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`, adminToken, true),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses, changing no cookie, when the API is down', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expectRefused(await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`));
    expect(warn.mock.calls[0]![0]).toMatch(/API could not confirm it \(status 500\)/);
  });

  it('refuses when the API fails on the impersonated token', async () => {
    fetchMock
      .mockImplementationOnce(async () => Response.json({ data: accounts[adminToken] }))
      .mockImplementationOnce(async () => Response.json({ message: 'boom' }, { status: 503 }));
    expectRefused(await follow(`impersonate=${impersonationToken}&admin=1&utm=mail`));
  });

  it('keeps the page’s own address and other parameters when refusing a data request', async () => {
    const request = new Request(
      `http://site.test/blog/post.data?admin=1&impersonate=${impersonationToken}&page=2&_routes=root`,
    );
    const response = await handleImpersonation(request);
    expectRefused(response, '/blog/post?page=2');
  });

  it('goes to the same page without the parameters when nothing else remains', async () => {
    const response = await handleImpersonation(
      new Request(`http://site.test/?admin=1&impersonate=${impersonationToken}`),
    );
    expectRefused(response, '/');
  });

  it.each(['//evil.test/', '///evil.test', '/\\evil.test/', '//evil.test/x/'])(
    'never leaves for another host when the path is %j',
    async (path) => {
      const response = await handleImpersonation(
        new Request(`http://site.test${path}?admin=1&impersonate=${impersonationToken}`),
      );
      expectRefused(response, '/');
    },
  );
});
