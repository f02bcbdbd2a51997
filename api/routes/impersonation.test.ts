// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire, ImpersonationResponse } from '#src/lib/api/types.ts';
import { hashToken } from '../auth/tokens.ts';
import { demoPassword } from '../seed/accounts.ts';
import { bearer, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let adminToken: string;
let ids: { customer: number; admin: number };

beforeAll(async () => {
  api = await startTestApi();
  adminToken = await api.login('admin@trellis.test', demoPassword);
  ids = {
    customer: await api.userId('customer@trellis.test'),
    admin: await api.userId('admin@trellis.test'),
  };
});
afterAll(() => api?.close());

const impersonate = (id: number | string, token?: string) =>
  api.request(`/users/${id}/impersonate`, { method: 'POST', ...(token ? bearer(token) : {}) });

async function account(token: string, headers: Record<string, string> = {}) {
  const response = await api.request('/account', bearer(token, headers));
  return ((await response.json()) as { data: AccountWire }).data;
}

describe('POST /users/{id}/impersonate', () => {
  it('gives an admin a token that acts as the user and names the admin behind it', async () => {
    const response = await impersonate(ids.customer, adminToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ImpersonationResponse;
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: 8 * 60 * 60,
      user_id: ids.customer,
      impersonator_id: ids.admin,
    });

    expect(await account(body.access_token)).toMatchObject({
      id: ids.customer,
      email: 'customer@trellis.test',
      impersonated: true,
      impersonator_id: ids.admin,
    });
    const { rows } = await api.db.query<{ user_id: number; impersonator_id: number }>(
      'SELECT user_id, impersonator_id FROM tokens WHERE token_hash = $1',
      [hashToken(body.access_token)],
    );
    expect(rows).toEqual([{ user_id: ids.customer, impersonator_id: ids.admin }]);
  });

  it('leaves ordinary tokens unmarked, unless the site sends its impersonation header', async () => {
    const token = await api.login('customer@trellis.test', demoPassword);
    expect(await account(token)).toMatchObject({ impersonated: false, impersonator_id: null });
    expect(await account(token, { 'X-Impersonating': 'true' })).toMatchObject({
      impersonated: true,
      impersonator_id: null,
    });
  });

  it('answers 401 without a token and 403 to anyone but an admin', async () => {
    expect((await impersonate(ids.customer)).status).toBe(401);
    const coachToken = await api.login('coach@trellis.test', demoPassword);
    const refused = await impersonate(ids.customer, coachToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('refuses to impersonate an admin, and an impersonation token cannot impersonate again', async () => {
    const admin = await impersonate(ids.admin, adminToken);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toEqual({ message: 'Admins cannot be impersonated.' });

    await api.db.query("UPDATE users SET role = 'admin' WHERE email = 'owner@trellis.test'");
    try {
      const asOwner = await impersonate(await api.userId('owner@trellis.test'), adminToken);
      expect(asOwner.status).toBe(403);
    } finally {
      await api.db.query("UPDATE users SET role = 'customer' WHERE email = 'owner@trellis.test'");
    }

    const { access_token } = (await (
      await impersonate(await api.userId('owner@trellis.test'), adminToken)
    ).json()) as ImpersonationResponse;
    // Even if the impersonated account were an admin, its impersonation token stays a user's.
    await api.db.query("UPDATE users SET role = 'admin' WHERE email = 'owner@trellis.test'");
    try {
      expect((await impersonate(ids.customer, access_token)).status).toBe(403);
    } finally {
      await api.db.query("UPDATE users SET role = 'customer' WHERE email = 'owner@trellis.test'");
    }
  });

  it('answers 404 for an unknown user', async () => {
    expect((await impersonate(999_999, adminToken)).status).toBe(404);
    expect((await impersonate('abc', adminToken)).status).toBe(404);
  });
});
