// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitLogin } from './session.server.ts';
import { proxyToApi } from './proxy.server.ts';

async function cookieHeader(token: string, impersonating = false) {
  const cookies = await commitLogin(token, impersonating);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('the API door', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    process.env.API_URL = 'http://api.test';
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { id: 7 } }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'cart=abc; Path=/' },
      }),
    );
  });
  afterEach(() => {
    delete process.env.API_URL;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('forwards the path and query to API_URL with the bearer token from the cookie', async () => {
    const request = new Request('http://site.test/api/podcasts?per_page=3', {
      headers: { cookie: `${await cookieHeader('secret-token')}; other=1` },
    });
    const response = await proxyToApi(request, 'podcasts');
    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/podcasts?per_page=3');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('X-Impersonating')).toBeNull();
  });

  it('adds the impersonation header while impersonating', async () => {
    const request = new Request('http://site.test/api/account', {
      headers: { cookie: await cookieHeader('admin-token', true) },
    });
    await proxyToApi(request, 'account');
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('X-Impersonating')).toBe('true');
  });

  it('passes the store cart cookie both ways and no other cookie', async () => {
    const request = new Request('http://site.test/api/shop/cart.json', {
      headers: { cookie: 'cart=xyz; trellis_flash=hi' },
    });
    const response = await proxyToApi(request, 'shop/cart.json');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('cookie')).toBe('cart=xyz');
    expect(response.headers.get('set-cookie')).toContain('cart=abc');
  });

  it('refuses the calls that hand out a login token', async () => {
    const request = new Request('http://site.test/api/login', { method: 'POST', body: '{}' });
    const response = await proxyToApi(request, 'login');
    expect(response.status).toBe(404);
    for (const path of [
      'users',
      'password/reset',
      'password/welcome/reset',
      'users/4/impersonate',
    ]) {
      const refused = await proxyToApi(
        new Request(`http://site.test/api/${path}`, { method: 'POST', body: '{}' }),
        path,
      );
      expect(refused.status, path).toBe(404);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a body without copying its length header (fetch sets it)', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ data: {} }));
    const body = JSON.stringify({ first_name: 'Rowan' });
    const request = new Request('http://site.test/api/users/7', {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/json', 'content-length': '999' },
    });
    await proxyToApi(request, 'users/7');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('content-length')).toBeNull();
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe(body);
  });

  it('answers 502 with a message when the API cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const response = await proxyToApi(new Request('http://site.test/api/account'), 'account');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The API could not be reached.' });
  });
});
