// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgotPasswordAction,
  missingLinkMessage,
  passwordFormWording,
  resetPasswordAction,
  resetPasswordLoader,
  unknownInvitationMessage,
  welcomeAction,
  welcomeLoader,
} from './password.server.ts';
import { takeFlash } from './flash.server.ts';
import { resetThrottles } from './throttle.server.ts';

function post(url: string, fields: Record<string, string>) {
  return new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

type Failure = {
  data: {
    errors: { fields: Record<string, string>; form: string | null };
    values: Record<string, string>;
    tokenRefused?: boolean;
  };
  init: { status: number };
};

const fetchMock = vi.fn<typeof fetch>();

/** The message the next page shows: the flash cookie a redirect set, read back as the site does. */
async function flashOf(response: Response) {
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const next = new Request('http://site.test/login', { headers: { cookie } });
  return (await takeFlash(next)).message;
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    headers: init?.headers as Record<string, string>,
  };
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  delete process.env.API_URL;
  delete process.env.PASSWORD_RESET_CLIENT_TOKEN;
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  // Each test asks as if alone: the throttle's counts are tested in throttle.server.test.ts.
  await resetThrottles();
});

describe('asking for a password reset link (/forgot-password)', () => {
  const url = 'http://site.test/forgot-password';

  it('posts the e-mail with the site’s fixed token and answers forgotPasswordSent', async () => {
    process.env.PASSWORD_RESET_CLIENT_TOKEN = 'site-token-1';
    fetchMock.mockResolvedValue(Response.json({ message: 'sent' }));
    const result = await forgotPasswordAction(post(url, { email: ' casey@example.com ' }));
    expect(result).toEqual({
      sent: true,
      email: 'casey@example.com',
      message: 'forgotPasswordSent',
    });
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/password/forgot',
      method: 'POST',
      body: { email: 'casey@example.com', token: 'site-token-1' },
    });
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('sends a default site token when none is configured', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    await forgotPasswordAction(post(url, { email: 'casey@example.com' }));
    expect(lastCall().body).toEqual({ email: 'casey@example.com', token: 'trellis-site' });
  });

  it('answers forgotPasswordNoUser when the API knows no such user, keeping the e-mail', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ status: 'no-such-user', message: 'No user' }, { status: 400 }),
    );
    const result = (await forgotPasswordAction(
      post(url, { email: 'nobody@example.com' }),
    )) as unknown as Failure;
    expect(result.init.status).toBe(400);
    expect(result.data.errors).toEqual({
      fields: {},
      form: "Sorry, that email address isn't registered with the provider",
    });
    expect(result.data.values).toEqual({ email: 'nobody@example.com' });
  });

  it('requires an e-mail address before calling the API', async () => {
    const result = (await forgotPasswordAction(post(url, { email: '  ' }))) as unknown as Failure;
    expect(result.init.status).toBe(422);
    expect(result.data.errors.fields).toEqual({ email: passwordFormWording.emailRequired });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a valid e-mail address, keeping what was typed', async () => {
    const result = (await forgotPasswordAction(
      post(url, { email: 'casey@' }),
    )) as unknown as Failure;
    expect(result.data.errors.fields).toEqual({ email: 'Please enter a valid email address.' });
    expect(result.data.values).toEqual({ email: 'casey@' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows field errors of a 422 and other failures through the form-error mapping', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ errors: { email: ['The email is invalid.'] } }, { status: 422 }),
    );
    const invalid = (await forgotPasswordAction(
      post(url, { email: 'casey@example.com' }),
    )) as unknown as Failure;
    expect(invalid.data.errors.fields).toEqual({ email: 'The email is invalid.' });

    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const down = (await forgotPasswordAction(
      post(url, { email: 'casey@example.com' }),
    )) as unknown as Failure;
    // The API unreachable: 503 (the visitor may retry), the spec's wording, what was typed kept.
    expect(down.init.status).toBe(503);
    expect(down.data.errors.form).toBe('An unknown error occurred, please try again soon.');
    expect(down.data.values.email).toBe('casey@example.com');
  });
});

describe('choosing a new password (/reset-password)', () => {
  const url = 'http://site.test/reset-password?email=casey%40example.com&token=reset-abc';
  const passwords = { password: 'new-password-1', password_confirmation: 'new-password-1' };

  it('posts the link’s e-mail and token with the new password, then goes to /login with passwordReset', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'ok' }));
    const response = (await resetPasswordAction(post(url, passwords))) as Response;
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/password/reset',
      method: 'POST',
      body: { email: 'casey@example.com', token: 'reset-abc', ...passwords },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.get('set-cookie')).toMatch(/^trellis_flash=.*HttpOnly/);
    expect(await flashOf(response)).toBe('passwordReset');
  });

  it('requires the password and a matching confirmation before calling the API', async () => {
    const empty = (await resetPasswordAction(post(url, {}))) as unknown as Failure;
    expect(empty.init.status).toBe(422);
    expect(empty.data.errors.fields).toEqual({
      password: 'Please choose a password.',
      password_confirmation: 'Please confirm your password.',
    });
    const mismatch = (await resetPasswordAction(
      post(url, { password: 'one-password', password_confirmation: 'another-one' }),
    )) as unknown as Failure;
    expect(mismatch.data.errors.fields).toEqual({
      password_confirmation: 'The passwords do not match.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s password errors on the field', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { password: ['The password must be at least 8 characters.'] } },
        { status: 422 },
      ),
    );
    const result = (await resetPasswordAction(
      post(url, { password: 'short', password_confirmation: 'short' }),
    )) as unknown as Failure;
    expect(result.init.status).toBe(422);
    expect(result.data.errors).toEqual({
      fields: { password: 'The password must be at least 8 characters.' },
      form: null,
    });
    expect(result.data.tokenRefused).toBeUndefined();
    // Passwords never come back to the page.
    expect(JSON.stringify(result.data)).not.toContain('short');
  });

  it('turns a refused token into a form-level message that offers a new link', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { token: ['This password reset token is invalid.'] } },
        { status: 422 },
      ),
    );
    const result = (await resetPasswordAction(post(url, passwords))) as unknown as Failure;
    expect(result.data.errors).toEqual({
      fields: {},
      form: 'This password reset token is invalid.',
    });
    expect(result.data.tokenRefused).toBe(true);
  });

  it('knows a complete link from an incomplete one', () => {
    expect(resetPasswordLoader(new Request(url))).toEqual({
      state: 'ready',
      email: 'casey@example.com',
    });
    for (const incomplete of [
      '?email=casey%40example.com',
      '?token=reset-abc',
      '?email=&token=x',
      '',
    ]) {
      expect(
        resetPasswordLoader(new Request(`http://site.test/reset-password${incomplete}`)),
      ).toEqual({ state: 'incomplete', message: missingLinkMessage });
    }
  });

  it('refuses a link without its e-mail or token without calling the API', async () => {
    const result = (await resetPasswordAction(
      post('http://site.test/reset-password?email=casey%40example.com', passwords),
    )) as unknown as Failure;
    expect(result.init.status).toBe(400);
    expect(result.data.errors.form).toBe(missingLinkMessage);
    expect(result.data.tokenRefused).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the unknown-error wording when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const result = (await resetPasswordAction(post(url, passwords))) as unknown as Failure;
    expect(result.init.status).toBe(503);
    expect(result.data.errors.form).toBe('An unknown error occurred, please try again soon.');
  });
});

describe('a first-time password (/welcome)', () => {
  const url = 'http://site.test/welcome?email=new%40example.com&token=welcome-xyz';

  it('loads the invitation behind the link', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ data: { email: 'new@example.com', first_name: 'Robin' } }),
    );
    expect(await welcomeLoader(new Request(url))).toEqual({
      state: 'invited',
      invitation: { email: 'new@example.com', first_name: 'Robin' },
    });
    expect(lastCall().url).toBe(
      'http://api.test/password/welcome?email=new%40example.com&token=welcome-xyz',
    );
    expect(lastCall().method).toBe('GET');
  });

  it('says the invitation is unknown when the API answers 404', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Not found' }, { status: 404 }));
    expect(await welcomeLoader(new Request(url))).toEqual({
      state: 'unknown',
      message: 'This invitation link is invalid or has already been used.',
    });
  });

  it('says the invitation is unknown when the link lacks its token, without calling the API', async () => {
    expect(
      await welcomeLoader(new Request('http://site.test/welcome?email=new%40example.com')),
    ).toEqual({ state: 'unknown', message: unknownInvitationMessage });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs and reports an API failure without the link’s token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(Response.json({ message: 'Server Error' }, { status: 500 }));
    expect(await welcomeLoader(new Request(url))).toEqual({
      state: 'error',
      message: 'Server Error',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('welcome-xyz');
  });

  it('sets the password, then goes to /login with passwordSet', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'ok' }));
    const response = (await welcomeAction(
      post(url, { password: 'first-password', password_confirmation: 'first-password' }),
    )) as Response;
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/password/welcome/reset',
      method: 'POST',
      body: {
        email: 'new@example.com',
        token: 'welcome-xyz',
        password: 'first-password',
        password_confirmation: 'first-password',
      },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect(await flashOf(response)).toBe('passwordSet');
  });

  it('shows the API’s 422 errors', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { password: ['The password confirmation does not match.'] } },
        { status: 422 },
      ),
    );
    const result = (await welcomeAction(
      post(url, { password: 'first-password', password_confirmation: 'first-password' }),
    )) as unknown as Failure;
    expect(result.data.errors.fields).toEqual({
      password: 'The password confirmation does not match.',
    });
  });
});
