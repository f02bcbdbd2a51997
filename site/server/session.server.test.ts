// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearLoginRedirect,
  commitLogin,
  commitLogout,
  getLoginRedirect,
  getSession,
  setLoginRedirect,
} from './session.server.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

const production = () => vi.stubEnv('NODE_ENV', 'production');
const development = () => vi.stubEnv('NODE_ENV', 'development');

/** `name=value` pairs of Set-Cookie headers, as the browser sends them back. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
const names = (setCookies: string[]) => setCookies.map((c) => c.slice(0, c.indexOf('=')));
const request = (cookie: string) => new Request('https://site.test/', { headers: { cookie } });

describe('the session cookies in production (Secure)', () => {
  it('carry the __Host- prefix, with Secure, Path=/ and no Domain', async () => {
    production();
    const cookies = [...(await commitLogin('token-1', true)), await setLoginRedirect('/account')];
    expect(names(cookies)).toEqual([
      '__Host-trellis_token',
      '__Host-trellis_impersonating',
      '__Host-trellis_login_redirect',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it('are read under the prefixed names only', async () => {
    production();
    const signedIn = cookieHeader([
      ...(await commitLogin('token-1', true)),
      await setLoginRedirect('/account/orders'),
    ]);
    expect(await getSession(request(signedIn))).toEqual({ token: 'token-1', impersonating: true });
    expect(await getLoginRedirect(request(signedIn))).toBe('/account/orders');

    // The same values under the old names, as a neighbour without HTTPS could plant them: ignored.
    const unprefixed = signedIn.replaceAll('__Host-', '');
    expect(await getSession(request(unprefixed))).toEqual({ token: null, impersonating: false });
    expect(await getLoginRedirect(request(unprefixed))).toBeNull();
  });

  it('are cleared on logout, the old unprefixed names with them', async () => {
    production();
    const cleared = await commitLogout();
    expect(names(cleared)).toEqual([
      '__Host-trellis_token',
      '__Host-trellis_impersonating',
      'trellis_token',
      'trellis_impersonating',
    ]);
    for (const cookie of cleared) expect(cookie).toMatch(/Max-Age=0/);
    expect(names([await clearLoginRedirect()])).toEqual(['__Host-trellis_login_redirect']);
  });

  it('follow COOKIE_SECURE=false on a plain-HTTP deployment (no prefix, which needs Secure)', async () => {
    production();
    vi.stubEnv('COOKIE_SECURE', 'false');
    const cookies = await commitLogin('token-1');
    expect(names(cookies)).toEqual(['trellis_token', 'trellis_impersonating']);
    expect(cookies[0]).not.toMatch(/Secure/);
  });
});

describe('the session cookies in development', () => {
  it('keep their plain names, without Secure, and are read under them', async () => {
    development();
    const cookies = await commitLogin('token-2');
    expect(names(cookies)).toEqual(['trellis_token', 'trellis_impersonating']);
    expect(cookies[0]).not.toMatch(/Secure/);
    expect(await getSession(request(cookieHeader(cookies)))).toEqual({
      token: 'token-2',
      impersonating: false,
    });
    expect(names(await commitLogout())).toEqual(['trellis_token', 'trellis_impersonating']);
  });
});
