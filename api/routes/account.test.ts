// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire, LoginResponse, RegisterResponse } from '#src/lib/api/types.ts';
import { hashToken } from '../auth/tokens.ts';
import { demoAccount, demoAccounts, demoPassword } from '../seed/accounts.ts';
import { bearer, jsonBody, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ log: (line) => logLines.push(line) });
});
afterAll(() => api?.close());

const login = (body: unknown) => api.request('/login', jsonBody(body));
const register = (body: unknown) => api.request('/users', jsonBody(body));

async function account(token: string, headers: Record<string, string> = {}) {
  const response = await api.request('/account', bearer(token, headers));
  return { response, body: (await response.json()) as { data: AccountWire } };
}

const newUser = {
  first_name: 'Robin',
  last_name: 'Greenway',
  email: 'robin@example.com',
  password: 'sweet-peas-2024',
  timezone: 'Europe/London',
};

describe('POST /login', () => {
  it('answers a bearer token for every demo account with the shared demo password', async () => {
    for (const demo of demoAccounts) {
      const response = await login({ email: demo.email, password: demoPassword });
      expect(response.status).toBe(200);
      const body = (await response.json()) as LoginResponse;
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[\w-]{40,}$/),
        token_type: 'bearer',
        expires_in: 31_536_000,
      });
    }
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    const response = await login({ email: '  Customer@Trellis.TEST ', password: demoPassword });
    expect(response.status).toBe(200);
  });

  it('answers 401 "Invalid credentials" for a wrong password and for an unknown e-mail alike', async () => {
    const wrongPassword = await login({
      email: 'customer@trellis.test',
      password: 'not-the-password',
    });
    const unknownEmail = await login({ email: 'nobody@trellis.test', password: demoPassword });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: 'Invalid credentials' });
    expect(await unknownEmail.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('answers 422 with field errors when the e-mail or password is missing or the e-mail is invalid', async () => {
    const missing = await login({});
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      message: 'The email field is required.',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
    const invalid = await login({ email: 'not-an-address', password: 'x' });
    expect(((await invalid.json()) as { errors: unknown }).errors).toEqual({
      email: ['The email must be a valid email address.'],
    });
  });

  it('stores only a SHA-256 of the token', async () => {
    const token = await api.login('coach@trellis.test', demoPassword);
    const { rows } = await api.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM tokens WHERE token_hash = $1 OR token_hash = $2',
      [token, hashToken(token)],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
  });
});

describe('POST /users (register)', () => {
  it('creates a customer and answers 201 with a token and the account', async () => {
    const response = await register(newUser);
    expect(response.status).toBe(201);
    const body = (await response.json()) as RegisterResponse;
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 31_536_000 });
    expect(body.account).toMatchObject({
      first_name: 'Robin',
      last_name: 'Greenway',
      email: 'robin@example.com',
      timezone: 'Europe/London',
      role: 'customer',
      coach: false,
      isCoach: false,
      isActiveCoach: false,
      designs_overview: {},
      favorite_coaches: [],
    });
    // The new token works at once, and so does signing in with the chosen password.
    expect((await account(body.access_token)).body.data.email).toBe('robin@example.com');
    expect((await login({ email: newUser.email, password: newUser.password })).status).toBe(200);
  });

  it('refuses an e-mail address that is taken, whatever its case', async () => {
    const response = await register({ ...newUser, email: 'CUSTOMER@trellis.test' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('answers 422 naming every missing field', async () => {
    const response = await register({});
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      timezone: ['The timezone field is required.'],
    });
  });

  it('answers 422 for an invalid e-mail, a short password and an unknown time zone', async () => {
    const response = await register({
      ...newUser,
      email: 'robin at example',
      password: 'short',
      timezone: 'Mars/Olympus_Mons',
    });
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(response.status).toBe(422);
    expect(errors).toEqual({
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
      timezone: ['The timezone must be a valid timezone.'],
    });
  });
});

describe('GET /account', () => {
  it('answers 401 "Unauthenticated." without a token or with an unknown one', async () => {
    const anonymous = await api.request('/account');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const unknown = await api.request('/account', bearer('made-up-token'));
    expect(unknown.status).toBe(401);
  });

  it('answers the account of an active coach, computed as an active coach', async () => {
    const token = await api.login(demoAccount('coach').email, demoPassword);
    const { response, body } = await account(token);
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'coach@trellis.test',
      first_name: 'Maya',
      role: 'coach',
      coach: true,
      has_zoom: true,
      coach_status: 'active',
      isCoach: true,
      isActiveCoach: true,
      images: { avatar: { image: '/api/media/avatar-maya.svg' } },
      impersonated: false,
      impersonator_id: null,
    });
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('is not an active coach when the coach has no video account', async () => {
    await api.db.query("UPDATE users SET has_zoom = false WHERE email = 'coach@trellis.test'");
    const token = await api.login('coach@trellis.test', demoPassword);
    expect((await account(token)).body.data).toMatchObject({ isCoach: true, isActiveCoach: false });
    await api.db.query("UPDATE users SET has_zoom = true WHERE email = 'coach@trellis.test'");
  });

  it("answers the customer's favourite designers and the business owner's business", async () => {
    const coachId = (await account(await api.login('coach@trellis.test', demoPassword))).body.data
      .id;
    const customer = await account(await api.login('customer@trellis.test', demoPassword));
    expect(customer.body.data).toMatchObject({
      first_name: 'Casey',
      last_name: 'Customer',
      role: 'customer',
      favorite_coaches: [{ id: coachId }],
      designs_overview: { '1': 'created' },
    });
    const owner = await account(await api.login('owner@trellis.test', demoPassword));
    expect(owner.body.data).toMatchObject({ provider_id: 1, provider_role: 'owner' });
  });

  it('marks the account as impersonated when the request carries X-Impersonating: true', async () => {
    const token = await api.login('customer@trellis.test', demoPassword);
    expect((await account(token, { 'X-Impersonating': 'true' })).body.data.impersonated).toBe(true);
    expect((await account(token)).body.data.impersonated).toBe(false);
  });
});

describe('the request log', () => {
  it('never holds a password or a token', async () => {
    const token = await api.login('admin@trellis.test', demoPassword);
    await account(token);
    await register({ ...newUser, email: 'log-check@example.com' });
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(log).not.toContain(demoPassword);
    expect(log).not.toContain(newUser.password);
    expect(log).not.toContain(token);
    for (const line of logLines) expect(line).toMatch(/^[A-Z]+ \/\S* \d{3} \d+\.\dms$/);
  });
});
