// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookie } from 'react-router';
import { inlineSignInAction, loginAction, registerAction } from './auth.server.ts';
import { getSession, setLoginRedirect } from './session.server.ts';

function form(fields: Record<string, string>, cookie = '') {
  return new Request('http://site.test/login', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
}

type DataResult = {
  data: {
    errors: { fields: Record<string, string>; form: string | null };
    values: Record<string, string>;
  };
  init: { status: number };
};

describe('signing in through the site server', () => {
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

  it('requires a valid e-mail and a password before calling the API', async () => {
    const result = (await loginAction(
      form({ email: 'not-an-email', password: '' }),
    )) as unknown as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data.errors.fields).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Please enter your password.',
    });
    expect(result.data.values.email).toBe('not-an-email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets an HttpOnly, SameSite=Lax token cookie for a year and goes to /account', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-123' }));
    const response = (await loginAction(
      form({ email: 'casey@example.com', password: 'pw' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('trellis_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure in production, under the __Host- prefix', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-123' }));
    const response = (await loginAction(
      form({ email: 'casey@example.com', password: 'pw' }),
    )) as Response;
    vi.unstubAllEnvs();
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-trellis_token='))!;
    expect(cookie).toMatch(/Secure/);
  });

  it('shows the 401 wording when the API refuses the credentials', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Invalid credentials' }, { status: 401 }));
    const result = (await loginAction(
      form({ email: 'casey@example.com', password: 'wrong' }),
    )) as unknown as DataResult;
    expect(result.init.status).toBe(401);
    expect(result.data.errors.form).toBe(
      'Your username or password were incorrect. Please try again.',
    );
  });

  it('registers with every required field and maps 422 field errors', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: 'Invalid', errors: { email: ['The email has already been taken.'] } },
        { status: 422 },
      ),
    );
    const result = (await registerAction(
      form({
        first_name: 'Casey',
        last_name: 'Gardener',
        email: 'casey@example.com',
        password: 'long-enough',
        timezone: 'America/Chicago',
      }),
    )) as unknown as DataResult;
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      first_name: 'Casey',
      last_name: 'Gardener',
      email: 'casey@example.com',
      password: 'long-enough',
      timezone: 'America/Chicago',
    });
    expect(result.data.errors.fields).toEqual({ email: 'The email has already been taken.' });
    expect(result.data.values).toMatchObject({ first_name: 'Casey', password: '' });
  });

  it('goes to the saved login-redirect path after login and clears that cookie', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-123' }));
    const saved = (await setLoginRedirect('/account/orders?page=2')).split(';')[0]!;
    const response = (await loginAction(
      form({ email: 'casey@example.com', password: 'pw' }, saved),
    )) as Response;
    expect(response.headers.get('location')).toBe('/account/orders?page=2');
    const cleared = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('trellis_login_redirect='))!;
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it.each(['/\\evil.test', '//evil.test', '/\t/evil.test', 'https://evil.test/'])(
    'ignores a planted login-redirect cookie naming another host (%j)',
    async (planted) => {
      fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-123' }));
      // Another port of the host can set cookies for this one: the value is written as ours would be.
      const cookie = (await createCookie('trellis_login_redirect').serialize(planted)).split(
        ';',
      )[0]!;
      const response = (await loginAction(
        form({ email: 'casey@example.com', password: 'pw' }, cookie),
      )) as Response;
      expect(response.headers.get('location')).toBe('/account');
    },
  );

  it('ends any impersonation when a person signs in', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-123' }));
    const response = (await loginAction(
      form({ email: 'casey@example.com', password: 'pw' }),
    )) as Response;
    const marker = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('trellis_impersonating='))!;
    expect(marker).toMatch(/Max-Age=0/);
  });

  it('keeps the e-mail (never the password) when the API answers field errors', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { email: ['The email must be a valid email address.'] } },
        { status: 422 },
      ),
    );
    const result = (await loginAction(
      form({ email: 'casey@example.com', password: 'secret-pw' }),
    )) as unknown as DataResult;
    expect(result.data.errors.fields).toEqual({
      email: 'The email must be a valid email address.',
    });
    expect(result.data.values).toEqual({ email: 'casey@example.com' });
  });

  it('signs a new account in and goes to /account', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ access_token: 'new-tok', data: { id: 40 } }, { status: 201 }),
    );
    const response = (await registerAction(
      form({
        first_name: 'Casey',
        last_name: 'Gardener',
        email: 'casey@example.com',
        password: 'long-enough',
        timezone: 'America/Chicago',
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    const session = await getSession(
      new Request('http://site.test/', {
        headers: { cookie: response.headers.getSetCookie()[0]!.split(';')[0]! },
      }),
    );
    expect(session.token).toBe('new-tok');
  });

  it('lists every missing registration field', async () => {
    const result = (await registerAction(form({}))) as unknown as DataResult;
    expect(Object.keys(result.data.errors.fields).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'password', 'timezone'].sort(),
    );
  });
});

describe('signing in without leaving the page (POST /session/login, /session/register)', () => {
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

  function inline(
    kind: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const request = new Request(`http://site.test/session/${kind}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    return inlineSignInAction(request, kind);
  }

  it('answers JSON and sets the same HttpOnly cookie instead of redirecting', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-9' }));
    const response = await inline(
      'login',
      { email: 'casey@example.com', password: 'pw' },
      { origin: 'http://site.test' },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    // The token stays in the cookie: the page's script never sees it.
    expect(JSON.parse(text)).toEqual({ ok: true, kind: 'login' });
    expect(text).not.toContain('tok-9');
    expect(response.headers.get('location')).toBeNull();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('trellis_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('registers with the checks of the page, keeping what was typed but the password', async () => {
    const response = await inline('register', {
      first_name: 'Casey',
      email: 'not-an-email',
      password: 'secret',
      timezone: 'America/Chicago',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      errors: {
        fields: {
          last_name: 'Please enter your last name.',
          email: 'Please enter a valid email address.',
        },
        form: null,
      },
      values: {
        first_name: 'Casey',
        last_name: '',
        email: 'not-an-email',
        password: '',
        timezone: 'America/Chicago',
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes on the API refusal in the form wording', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Invalid credentials' }, { status: 401 }));
    const response = await inline('login', { email: 'casey@example.com', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { form: string } }).errors.form).toBe(
      'Your username or password were incorrect. Please try again.',
    );
  });

  it('refuses a post from another site, and any other kind', async () => {
    const foreign = await inline(
      'login',
      { email: 'casey@example.com', password: 'pw' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await inline('logout', {})).status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts the site address behind a proxy', async () => {
    fetchMock.mockResolvedValue(Response.json({ access_token: 'tok-9' }));
    const response = await inline(
      'login',
      { email: 'casey@example.com', password: 'pw' },
      { origin: 'https://www.trellis.test', 'x-forwarded-host': 'www.trellis.test' },
    );
    expect(response.status).toBe(200);
  });
});
