// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WelcomeWire } from '#src/lib/api/types.ts';
import { createPasswordToken } from '../auth/passwordTokens.ts';
import { hashToken } from '../auth/tokens.ts';
import type { OutboxMessageWire } from '../mail/outbox.ts';
import { demoPassword, invitedAccount } from '../seed/accounts.ts';
import { bearer, jsonBody, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const siteUrl = 'https://garden.example';
let api: TestApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ siteUrl, log: (line) => logLines.push(line) });
});
afterAll(() => api?.close());

const post = (path: string, body: unknown) => api.request(path, jsonBody(body));

async function latestMail(to: string): Promise<OutboxMessageWire> {
  const response = await api.request(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: OutboxMessageWire[] };
  if (!data[0]) throw new Error(`No mail to ${to}`);
  return data[0];
}

/** The `email` and `token` of a link in an e-mail. */
function linkParams(link: string) {
  const url = new URL(link);
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

async function requestReset(email: string) {
  const response = await post('/password/forgot', { email, token: 'site-reset-token' });
  expect(response.status).toBe(200);
  return linkParams((await latestMail(email)).link!);
}

describe('POST /password/forgot', () => {
  it('e-mails a one-hour reset link to the site and stores only a hash of its token', async () => {
    const response = await post('/password/forgot', {
      email: 'Owner@Trellis.test',
      token: 'site-reset-token',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'We have e-mailed your password reset link.',
    });

    const mail = await latestMail('owner@trellis.test');
    expect(mail).toMatchObject({
      to: 'owner@trellis.test',
      subject: 'Reset your Trellis password',
    });
    expect(mail.link).toMatch(
      /^https:\/\/garden\.example\/reset-password\?email=owner%40trellis\.test&token=[\w-]{43}$/,
    );
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('Hello Jonah,');

    const { token } = linkParams(mail.link!);
    const { rows } = await api.db.query<{ token_hash: string; lifetime: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at))::int AS lifetime
       FROM password_tokens WHERE token_hash IN ($1, $2)`,
      [token, hashToken(token)],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), lifetime: 3600 }]);
  });

  it('answers 400 no-such-user for an address no account has', async () => {
    const response = await post('/password/forgot', { email: 'nobody@trellis.test', token: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'no-such-user',
      message: 'No user with that email address exists.',
    });
  });

  it('answers 422 for a missing or invalid address', async () => {
    const invalid = await post('/password/forgot', { email: 'not an address', token: 'x' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      message: 'The email must be a valid email address.',
      errors: { email: ['The email must be a valid email address.'] },
    });
    expect((await post('/password/forgot', {})).status).toBe(422);
  });
});

describe('POST /password/reset', () => {
  it('sets the new password from a live link, once, and signs the old sessions out', async () => {
    const oldSession = await api.login('coach@trellis.test', demoPassword);
    const { email, token } = await requestReset('coach@trellis.test');
    const reset = {
      email,
      token,
      password: 'new-coach-password',
      password_confirmation: 'new-coach-password',
    };
    const response = await post('/password/reset', reset);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been reset.' });

    await expect(api.login('coach@trellis.test', 'new-coach-password')).resolves.toEqual(
      expect.any(String),
    );
    await expect(api.login('coach@trellis.test', demoPassword)).rejects.toThrow('401');
    expect((await api.request('/account', bearer(oldSession))).status).toBe(401);

    // The link is used up.
    const again = await post('/password/reset', {
      ...reset,
      password_confirmation: reset.password,
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: 'This password reset link is invalid or has expired.',
      errors: { token: ['This password reset link is invalid or has expired.'] },
    });

    // Put the demo password back for the other tests.
    const restore = await requestReset('coach@trellis.test');
    await post('/password/reset', {
      ...restore,
      password: demoPassword,
      password_confirmation: demoPassword,
    });
    await expect(api.login('coach@trellis.test', demoPassword)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses an expired link, a link for another address and a made-up token', async () => {
    const { email, token } = await requestReset('admin@trellis.test');
    const body = { password: 'long-enough-1', password_confirmation: 'long-enough-1' };
    const invalid = { token: ['This password reset link is invalid or has expired.'] };

    const madeUp = await post('/password/reset', { ...body, email, token: 'made-up' });
    expect(((await madeUp.json()) as { errors: unknown }).errors).toEqual(invalid);
    const otherAddress = await post('/password/reset', {
      ...body,
      email: 'customer@trellis.test',
      token,
    });
    expect(((await otherAddress.json()) as { errors: unknown }).errors).toEqual(invalid);

    await api.db.query(
      "UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(token)],
    );
    const expired = await post('/password/reset', { ...body, email, token });
    expect(expired.status).toBe(422);
    expect(((await expired.json()) as { errors: unknown }).errors).toEqual(invalid);
    await expect(api.login('admin@trellis.test', demoPassword)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('only the latest reset link works', async () => {
    const first = await requestReset('owner@trellis.test');
    const second = await requestReset('owner@trellis.test');
    const body = { password: demoPassword, password_confirmation: demoPassword };
    expect((await post('/password/reset', { ...first, ...body })).status).toBe(422);
    expect((await post('/password/reset', { ...second, ...body })).status).toBe(200);
  });

  it('answers 422 on the password for a short one or a confirmation that does not match', async () => {
    const { email, token } = await requestReset('customer@trellis.test');
    const short = await post('/password/reset', {
      email,
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: unknown }).errors).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    const mismatch = await post('/password/reset', {
      email,
      token,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({
      password: ['The password confirmation does not match.'],
    });
    const missing = await post('/password/reset', {});
    expect(((await missing.json()) as { errors: Record<string, unknown> }).errors).toEqual({
      email: ['The email field is required.'],
      token: ['The token field is required.'],
      password: ['The password field is required.'],
    });
    // The link still works after failed attempts.
    const ok = await post('/password/reset', {
      email,
      token,
      password: demoPassword,
      password_confirmation: demoPassword,
    });
    expect(ok.status).toBe(200);
  });
});

describe('welcome invitations', () => {
  async function invitation() {
    const mail = await latestMail(invitedAccount.email);
    expect(mail.subject).toBe('Welcome to Trellis: choose your password');
    return linkParams(mail.link!);
  }

  it('the seeded invited account cannot sign in before choosing a password', async () => {
    await expect(api.login(invitedAccount.email, demoPassword)).rejects.toThrow('401');
  });

  it('answers who the invitation is for, or 404 for a wrong token', async () => {
    const { email, token } = await invitation();
    const response = await api.request(
      `/password/welcome?email=${encodeURIComponent(email)}&token=${token}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: WelcomeWire };
    expect(body).toEqual({ data: { email: 'invited@trellis.test', first_name: 'Iris' } });

    const wrong = await api.request(`/password/welcome?email=${email}&token=nope`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({
      message: 'This invitation link is invalid or has already been used.',
    });
    expect((await api.request('/password/welcome')).status).toBe(404);
  });

  it('sets the first password once; the invitation is then used up', async () => {
    const { email, token } = await invitation();
    const mismatch = await post('/password/welcome/reset', {
      email,
      token,
      password: 'iris-grows-beans',
      password_confirmation: 'iris-grows-peas',
    });
    expect(mismatch.status).toBe(422);

    const response = await post('/password/welcome/reset', {
      email,
      token,
      password: 'iris-grows-beans',
      password_confirmation: 'iris-grows-beans',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been set.' });
    await expect(api.login(email, 'iris-grows-beans')).resolves.toEqual(expect.any(String));

    expect((await api.request(`/password/welcome?email=${email}&token=${token}`)).status).toBe(404);
    const again = await post('/password/welcome/reset', {
      email,
      token,
      password: 'iris-grows-beans',
      password_confirmation: 'iris-grows-beans',
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: unknown }).errors).toEqual({
      token: ['This invitation link is invalid or has already been used.'],
    });
  });

  it('DELETE /password/welcome/delete withdraws an invitation', async () => {
    const ownerId = await api.userId('owner@trellis.test');
    const token = await createPasswordToken(api.db, ownerId, 'welcome');
    const query = `email=owner%40trellis.test&token=${token}`;

    expect((await api.request(`/password/welcome?${query}`)).status).toBe(200);
    const deleted = await api.request(`/password/welcome/delete?${query}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await api.request(`/password/welcome?${query}`)).status).toBe(404);
    const twice = await api.request(`/password/welcome/delete?${query}`, { method: 'DELETE' });
    expect(twice.status).toBe(404);
  });
});

describe('the request log', () => {
  it('never holds a reset or invitation token', async () => {
    const { token } = await requestReset('customer@trellis.test');
    await api.request(`/password/welcome?email=x%40y.z&token=${token}`);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
  });
});
