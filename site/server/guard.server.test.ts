// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireAccount, requireAccountForForm, unauthorizedMessage } from './guard.server.ts';
import { commitLogin } from './session.server.ts';

async function request(path: string, token?: string) {
  const cookie = token ? (await commitLogin(token)).map((c) => c.split(';')[0]).join('; ') : '';
  return new Request(`http://site.test${path}`, { headers: { cookie } });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the guard to throw');
}

/** The path the login-redirect cookie keeps (react-router signs nothing here: base64 of JSON). */
function savedRedirect(response: Response): string {
  const cookies = response.headers.getSetCookie().join('\n');
  const value = /trellis_login_redirect=([^;]+)/.exec(cookies)?.[1] ?? '';
  return JSON.parse(decodeURIComponent(atob(decodeURIComponent(value)))) as string;
}

const customer = { id: 7, role: 'customer', coach: false, first_name: 'Casey' };

describe('the account route guard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    process.env.API_URL = 'http://api.test';
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    delete process.env.API_URL;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps a signed-in person signed in when the API is in trouble: 503, no cookie cleared, no /login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = (await thrown(requireAccount(await request('/account', 'token-1')))) as {
      init: { status: number; headers?: unknown };
    };
    expect(error.init.status).toBe(503);
    expect(error.init.headers).toBeUndefined();
    // A form's action gets the failure instead, to answer its form with what was typed.
    const guarded = await requireAccountForForm(await request('/account', 'token-1'));
    expect(guarded).toMatchObject({ failure: { status: 500, failure: 'network' } });
  });

  it('sends a visitor to /login with requiresLogin and keeps the path for after', async () => {
    const response = (await thrown(
      requireAccount(await request('/account/orders?page=2')),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toContain('trellis_flash=');
    expect(savedRedirect(response)).toBe('/account/orders?page=2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the page path, not the data path, on a client navigation', async () => {
    const response = (await thrown(
      requireAccount(await request('/account/payments.data?_routes=routes%2Faccount.payments')),
    )) as Response;
    expect(savedRedirect(response)).toBe('/account/payments');
  });

  it('clears an expired session on the way to /login', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
    const response = (await thrown(requireAccount(await request('/account', 'old')))) as Response;
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/trellis_token=; .*Max-Age=0/);
  });

  it('lets a signed-in account through with its API client', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: customer }));
    const guarded = await requireAccount(await request('/account', 'tok'));
    expect(guarded.account.id).toBe(7);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe(
      'Bearer tok',
    );
  });

  it('answers 403 to an account without one of the route’s roles', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: customer }));
    const error = (await thrown(
      requireAccount(await request('/account/coaching', 'tok'), { roles: ['coach'] }),
    )) as { init: { status: number }; data: { message: string } };
    expect(error.init.status).toBe(403);
    expect(error.data.message).toBe(unauthorizedMessage);
    expect(unauthorizedMessage).toBe('You are unauthorized to view this page');
  });

  it('lets a coach into a coach route', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { ...customer, coach: true } }));
    const guarded = await requireAccount(await request('/account/coaching', 'tok'), {
      roles: ['coach'],
    });
    expect(guarded.account.coach).toBe(true);
  });
});
