// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commitLogin, getSession } from '#site/server/session.server.ts';
import type { Route } from './+types/logout';
import { action, loader } from './logout.ts';

async function impersonatingCookies() {
  return (await commitLogin('impersonation-token', true)).map((c) => c.split(';')[0]).join('; ');
}

/** The session the browser holds after applying the response's Set-Cookie headers. */
async function sessionAfter(response: Response, before: string) {
  const split = (pair: string) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)] as const;
  };
  const jar = new Map(before.split('; ').map(split));
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = split(cookie.split(';')[0]!);
    if (/Max-Age=0/.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return getSession(new Request('http://site.test/', { headers: { cookie } }));
}

describe('/logout', () => {
  it('clears the token and the impersonation marker on GET, then goes home', async () => {
    const cookie = await impersonatingCookies();
    expect(await getSession(new Request('http://site.test/', { headers: { cookie } }))).toEqual({
      token: 'impersonation-token',
      impersonating: true,
    });
    const response = (await loader({
      request: new Request('http://site.test/logout', { headers: { cookie } }),
    } as Route.LoaderArgs)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(
      response.headers
        .getSetCookie()
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0]),
    ).toEqual(['trellis_token', 'trellis_impersonating']);
    expect(await sessionAfter(response, cookie)).toEqual({ token: null, impersonating: false });
  });

  it('clears both cookies on POST and follows a local ?to= path', async () => {
    const cookie = await impersonatingCookies();
    const response = (await action({
      request: new Request('http://site.test/logout?to=/login', {
        method: 'POST',
        headers: { cookie },
      }),
    } as Route.ActionArgs)) as Response;
    expect(response.headers.get('location')).toBe('/login');
    expect(await sessionAfter(response, cookie)).toEqual({ token: null, impersonating: false });
  });

  it('never sends the visitor to another site', async () => {
    const response = (await loader({
      request: new Request('http://site.test/logout?to=//evil.test/'),
    } as Route.LoaderArgs)) as Response;
    expect(response.headers.get('location')).toBe('/');
  });
});
