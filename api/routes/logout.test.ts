// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImpersonationResponse } from '#src/lib/api/types.ts';
import { designRoom } from '#src/lib/api/rooms.ts';
import { hashToken } from '../auth/tokens.ts';
import type { OutboxMessageWire } from '../mail/outbox.ts';
import { demoPassword } from '../seed/accounts.ts';
import {
  bearer,
  jsonBody,
  jsonRequest,
  startTestApi,
  type TestApi,
} from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

const logout = (token?: string, headers: Record<string, string> = {}) =>
  api.request('/logout', { method: 'POST', ...(token ? bearer(token, headers) : {}) });

const accountStatus = async (token: string) =>
  (await api.request('/account', bearer(token))).status;

const ticketStatus = async (token: string) =>
  (await api.request('/realtime/ticket', { method: 'POST', ...bearer(token) })).status;

async function storedTokens(token: string): Promise<number> {
  const { rows } = await api.db.query('SELECT id FROM tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  return rows.length;
}

/** Whether a socket that hands over `token` is taken for the customer (only they may join design 1). */
async function socketIsTheCustomers(token: string): Promise<boolean> {
  const socket = connect(api.baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token },
  });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('join', designRoom(1))) as { ok: boolean };
  return ack.ok;
}

describe('POST /logout', () => {
  it('revokes the calling token: every call with it then answers 401, the socket too', async () => {
    const token = await api.login('customer@trellis.test', demoPassword);
    const customerId = await api.userId('customer@trellis.test');
    expect(await accountStatus(token)).toBe(200);
    expect(await ticketStatus(token)).toBe(201);
    expect(await socketIsTheCustomers(token)).toBe(true);

    const response = await logout(token);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    // Revoked in the database, so every API process sharing it refuses the token.
    expect(await storedTokens(token)).toBe(0);

    const after = await api.request('/account', bearer(token));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.' });
    expect(await ticketStatus(token)).toBe(401);
    expect(
      (await api.request(`/users/${customerId}`, jsonRequest('PUT', { first_name: 'X' }, token)))
        .status,
    ).toBe(401);
    expect(await socketIsTheCustomers(token)).toBe(false);
    // Revoked once: a second logout has nothing left to end.
    expect((await logout(token)).status).toBe(401);
  });

  it('ends only the calling token: the same person’s other sessions keep working', async () => {
    const phone = await api.login('coach@trellis.test', demoPassword);
    const laptop = await api.login('coach@trellis.test', demoPassword);
    expect((await logout(phone)).status).toBe(204);
    expect(await accountStatus(phone)).toBe(401);
    expect(await accountStatus(laptop)).toBe(200);
    expect(await ticketStatus(laptop)).toBe(201);
  });

  it('ends only the impersonation when the token is an impersonation token', async () => {
    const adminToken = await api.login('admin@trellis.test', demoPassword);
    const customerToken = await api.login('customer@trellis.test', demoPassword);
    const customerId = await api.userId('customer@trellis.test');
    const made = await api.request(`/users/${customerId}/impersonate`, {
      method: 'POST',
      ...bearer(adminToken),
    });
    const { access_token: impersonation } = (await made.json()) as ImpersonationResponse;
    expect(await accountStatus(impersonation)).toBe(200);

    // As the site sends it while impersonating: with its impersonation header.
    expect((await logout(impersonation, { 'X-Impersonating': 'true' })).status).toBe(204);
    expect(await accountStatus(impersonation)).toBe(401);
    expect(await accountStatus(adminToken)).toBe(200);
    expect(await accountStatus(customerToken)).toBe(200);
  });

  it('answers 401 without a token, and for an unknown or expired one', async () => {
    const missing = await logout();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await logout('not-a-token-this-api-made')).status).toBe(401);

    const expired = await api.login('owner@trellis.test', demoPassword);
    await api.db.query(
      "UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(expired)],
    );
    expect((await logout(expired)).status).toBe(401);
    // Gone all the same: an expired token is of no use to keep.
    expect(await storedTokens(expired)).toBe(0);
  });
});

describe('a password reset', () => {
  it('ends every session of the account, the socket ticket call too', async () => {
    const email = 'owner@trellis.test';
    const first = await api.login(email, demoPassword);
    const second = await api.login(email, demoPassword);
    const other = await api.login('customer@trellis.test', demoPassword);

    expect((await api.request('/password/forgot', jsonBody({ email, token: 'x' }))).status).toBe(
      200,
    );
    const outbox = await api.request(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = ((await outbox.json()) as { data: OutboxMessageWire[] }).data;
    const link = new URL(mail!.link!);
    const reset = await api.request(
      '/password/reset',
      jsonBody({
        email,
        token: link.searchParams.get('token'),
        password: demoPassword,
        password_confirmation: demoPassword,
      }),
    );
    expect(reset.status).toBe(200);

    for (const token of [first, second]) {
      expect(await accountStatus(token)).toBe(401);
      expect(await ticketStatus(token)).toBe(401);
    }
    // Someone else's session is not touched; the new password signs in again.
    expect(await accountStatus(other)).toBe(200);
    expect(await accountStatus(await api.login(email, demoPassword))).toBe(200);
  });
});
