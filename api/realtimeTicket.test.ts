// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { designRoom } from '#src/lib/api/rooms.ts';
import { issueRealtimeTicket } from './auth/realtimeTickets.ts';
import { hashToken, issueToken } from './auth/tokens.ts';
import type { RealtimeTicketWire } from './routes/realtime.ts';
import { realtimeMessages } from './realtime.ts';
import { demoPassword } from './seed/accounts.ts';
import { bearer, startTestApi, type TestApi } from './testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
/** The demo customer, who is on design 1. */
let customerToken: string;
let customerId: number;

beforeAll(async () => {
  api = await startTestApi();
  customerToken = await api.login('customer@trellis.test', demoPassword);
  customerId = await api.userId('customer@trellis.test');
});
afterAll(() => api?.close());

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function ticketFor(token: string, headers: Record<string, string> = {}) {
  const response = await api.request('/realtime/ticket', {
    method: 'POST',
    ...bearer(token, headers),
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { data: RealtimeTicketWire }).data;
}

/** A connection that hands `auth` to the handshake, once connected. */
async function client(auth: Record<string, string>): Promise<Socket> {
  const socket = connect(api.baseUrl, { transports: ['websocket'], forceNew: true, auth });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Whether the connection is the customer's: only people on design 1 may join its room. */
const joinsDesignOne = async (socket: Socket) =>
  (await socket.emitWithAck('join', designRoom(1))) as { ok: boolean; message?: string };
const anonymous = { ok: false, message: realtimeMessages.unauthenticated };

describe('POST /realtime/ticket', () => {
  it('asks for a sign-in', async () => {
    const response = await api.request('/realtime/ticket', { method: 'POST' });
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({ message: 'Unauthenticated.' });
  });

  it('answers a random ticket that lives 60 seconds, stored only as its SHA-256', async () => {
    const before = Date.now();
    const first = await ticketFor(customerToken);
    const second = await ticketFor(customerToken);
    expect(first.ticket).toMatch(/^[\w-]{43}$/);
    expect(second.ticket).not.toBe(first.ticket);
    const lifetime = Date.parse(first.expires_at) - before;
    expect(lifetime).toBeGreaterThan(58_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    const { rows } = await api.db.query<{ ticket_hash: string; user_id: number }>(
      'SELECT ticket_hash, user_id FROM realtime_tickets WHERE user_id = $1',
      [customerId],
    );
    expect(rows.map((row) => row.ticket_hash)).toEqual(
      expect.arrayContaining([hashToken(first.ticket), hashToken(second.ticket)]),
    );
    expect(JSON.stringify(rows)).not.toContain(first.ticket);
  });

  it('records the session it was asked in: the token by its row, never the token itself', async () => {
    const { ticket } = await ticketFor(customerToken);
    const { rows } = await api.db.query<Record<string, unknown>>(
      `SELECT realtime_tickets.*, tokens.token_hash = $2 AS asked_with_it
       FROM realtime_tickets JOIN tokens ON tokens.id = realtime_tickets.token_id
       WHERE ticket_hash = $1`,
      [hashToken(ticket), hashToken(customerToken)],
    );
    expect(rows).toEqual([expect.objectContaining({ asked_with_it: true })]);
    expect(JSON.stringify(rows)).not.toContain(customerToken);
    expect(JSON.stringify(rows)).not.toContain(hashToken(customerToken));
  });

  it('is not made for a token that is no longer live', async () => {
    const { access_token } = await issueToken(api.db, customerId);
    const { rows } = await api.db.query<{ id: number }>(
      'DELETE FROM tokens WHERE token_hash = $1 RETURNING id',
      [hashToken(access_token)],
    );
    await expect(
      issueRealtimeTicket(api.db, { userId: customerId, tokenId: rows[0]!.id }),
    ).resolves.toBeNull();
  });
});

describe('the handshake with a ticket', () => {
  it("identifies the connection as the ticket's person", async () => {
    const { ticket } = await ticketFor(customerToken);
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual({ ok: true });
  });

  it('works once: a second connection with the same ticket is anonymous', async () => {
    const { ticket } = await ticketFor(customerToken);
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual({ ok: true });
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual(anonymous);
  });

  it('leaves the connection anonymous, without refusing it, for an expired or unknown ticket', async () => {
    const { ticket } = await ticketFor(customerToken);
    await api.db.query(
      "UPDATE realtime_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1",
      [hashToken(ticket)],
    );
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual(anonymous);
    await expect(joinsDesignOne(await client({ ticket: 'not-a-ticket' }))).resolves.toEqual(
      anonymous,
    );
  });

  it('leaves the connection anonymous for a ticket made while an admin impersonates', async () => {
    const adminId = await api.userId('admin@trellis.test');
    const { access_token } = await issueToken(api.db, customerId, { impersonatorId: adminId });
    const { ticket } = await ticketFor(access_token);
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual(anonymous);
    // The site's impersonation header counts the same.
    const withHeader = await ticketFor(customerToken, { 'X-Impersonating': 'true' });
    await expect(joinsDesignOne(await client({ ticket: withHeader.ticket }))).resolves.toEqual(
      anonymous,
    );
  });

  it('still takes the bearer token as auth: { token }', async () => {
    await expect(joinsDesignOne(await client({ token: customerToken }))).resolves.toEqual({
      ok: true,
    });
  });

  it('opens no signed-in connection once the token it was asked with is revoked', async () => {
    // Asked for, then the person logs out before the socket connects: the ticket went with the token.
    const { access_token } = await issueToken(api.db, customerId);
    const { ticket } = await ticketFor(access_token);
    const logout = await api.request('/logout', { method: 'POST', ...bearer(access_token) });
    expect(logout.status).toBe(204);
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual(anonymous);
  });

  it('opens no signed-in connection once the token it was asked with has expired', async () => {
    const { access_token } = await issueToken(api.db, customerId);
    const { ticket } = await ticketFor(access_token);
    await api.db.query(
      "UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(access_token)],
    );
    await expect(joinsDesignOne(await client({ ticket }))).resolves.toEqual(anonymous);
  });

  it('clears tickets past their minute when a new one is made', async () => {
    const { ticket } = await ticketFor(customerToken);
    await api.db.query(
      "UPDATE realtime_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1",
      [hashToken(ticket)],
    );
    await ticketFor(customerToken);
    const { rows } = await api.db.query('SELECT 1 FROM realtime_tickets WHERE ticket_hash = $1', [
      hashToken(ticket),
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('a connection and the session it was opened in', () => {
  /** Why the connection ended, or `'still connected'` when it has not within `ms`. */
  const endOf = (socket: Socket, ms = 5_000) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  it('ends when its token is revoked, whether it came with a ticket or the token itself', async () => {
    const { access_token } = await issueToken(api.db, customerId);
    const byTicket = await client({ ticket: (await ticketFor(access_token)).ticket });
    const byToken = await client({ token: access_token });
    await expect(joinsDesignOne(byTicket)).resolves.toEqual({ ok: true });
    await expect(joinsDesignOne(byToken)).resolves.toEqual({ ok: true });
    const ended = [endOf(byTicket), endOf(byToken)];
    const logout = await api.request('/logout', { method: 'POST', ...bearer(access_token) });
    expect(logout.status).toBe(204);
    await expect(Promise.all(ended)).resolves.toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);
  });

  it('ends when the impersonation it was opened in ends', async () => {
    const admin = await api.login('admin@trellis.test', demoPassword);
    const response = await api.request(`/users/${customerId}/impersonate`, {
      method: 'POST',
      ...bearer(admin),
    });
    expect(response.status).toBe(200);
    const { access_token } = (await response.json()) as { access_token: string };
    const socket = await client({ ticket: (await ticketFor(access_token)).ticket });
    const ended = endOf(socket);
    expect((await api.request('/logout', { method: 'POST', ...bearer(access_token) })).status).toBe(
      204,
    );
    await expect(ended).resolves.toBe('io server disconnect');
  });

  it('stays open when another session of the person ends', async () => {
    const socket = await client({ ticket: (await ticketFor(customerToken)).ticket });
    const { access_token } = await issueToken(api.db, customerId);
    // A logout disconnects before it answers: half a second is plenty to notice a wrong one.
    const ended = endOf(socket, 500);
    expect((await api.request('/logout', { method: 'POST', ...bearer(access_token) })).status).toBe(
      204,
    );
    await expect(ended).resolves.toBe('still connected');
    await expect(joinsDesignOne(socket)).resolves.toEqual({ ok: true });
  });
});
