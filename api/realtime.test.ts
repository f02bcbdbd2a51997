// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import type {
  CoachCardWire,
  ConversationWire,
  ListResponse,
  MessageWire,
} from '#src/lib/api/types.ts';
import { createPasswordToken } from './auth/passwordTokens.ts';
import { hashToken } from './auth/tokens.ts';
import type { RealtimeTicketWire } from './routes/realtime.ts';
import { conversationMessages } from './routes/conversations.ts';
import { realtimeMessages, sessionRoom } from './realtime.ts';
import { demoPassword } from './seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from './testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

type Person = 'customer' | 'coach' | 'admin' | 'owner';
let api: TestApi;
let ids: Record<Person, number>;
let tokens: Record<Person, string>;
const clients: Socket[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const people: Person[] = ['customer', 'coach', 'admin', 'owner'];
  ids = {} as Record<Person, number>;
  tokens = {} as Record<Person, string>;
  for (const who of people) {
    ids[who] = await api.userId(`${who}@trellis.test`);
    tokens[who] = await api.login(`${who}@trellis.test`, demoPassword);
  }
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => api?.close());

/** A connection as the browser makes it: with a fresh socket ticket, or anonymous without one. */
async function client(who?: Person): Promise<Socket> {
  return who ? clientOf(tokens[who]) : connected({});
}

/** A connection with a ticket asked with `token`: it belongs to that token's session. */
async function clientOf(token: string): Promise<Socket> {
  const response = await api.request('/realtime/ticket', { method: 'POST', ...bearer(token) });
  expect(response.status).toBe(201);
  return connected({
    ticket: ((await response.json()) as { data: RealtimeTicketWire }).data.ticket,
  });
}

async function connected(auth: { ticket?: string }): Promise<Socket> {
  const socket = connect(api.baseUrl, { transports: ['websocket'], forceNew: true, auth });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

type Ack = { ok: boolean; message?: string; data?: unknown };
const join = (socket: Socket, room: string) => socket.emitWithAck('join', room) as Promise<Ack>;
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));
/** Everything the connection hears from the server, whatever the event. */
function overhear(socket: Socket): unknown[] {
  const heard: unknown[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return heard;
}
/**
 * A round trip on the connection's own channel: whatever the server sent it before has arrived by
 * now (socket.io keeps a connection's packets in order).
 */
const settle = (socket: Socket) => socket.emitWithAck('leave', 'nothing');

/** The demo customer's design with the demo designer: the one with project messages. */
const designId = 2;

async function start(who: Person, receivers: Person[], message: string): Promise<ConversationWire> {
  const response = await api.request(
    `/designs/${designId}/conversations`,
    jsonRequest(
      'POST',
      { receivers: receivers.map((person) => ids[person]), message },
      tokens[who],
    ),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: ConversationWire }).data;
}

async function send(who: Person, conversationId: number, message: string): Promise<MessageWire> {
  const response = await api.request(
    `/designs/${designId}/conversations/${conversationId}`,
    jsonRequest('POST', { message }, tokens[who]),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: MessageWire }).data;
}

const nextConversationId = async () => {
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0) + 1 AS id FROM conversations',
  );
  return rows[0]!.id;
};

describe('rooms of conversations that do not exist yet', () => {
  it('cannot be joined by an anonymous connection, which hears nothing of the conversation later started', async () => {
    const first = await nextConversationId();
    const eavesdropper = await client();
    const heard = overhear(eavesdropper);
    const rooms = [designRoom(designId)];
    for (let id = first; id <= 120; id++) rooms.push(conversationRoom(id));
    const acks = await Promise.all(rooms.map((room) => join(eavesdropper, room)));

    const customer = await client('customer');
    const conversation = await start('coach', ['customer'], 'What is the gate code?');
    expect(conversation.id).toBeGreaterThanOrEqual(first);
    await expect(join(customer, conversationRoom(conversation.id))).resolves.toEqual({ ok: true });
    const delivered = next<MessageWire>(customer, 'newMessage');
    const reply = await send('customer', conversation.id, 'The gate code is 4711');
    await expect(delivered).resolves.toEqual(reply);

    await settle(eavesdropper);
    expect(heard).toEqual([]);
    expect(new Set(acks.map((ack) => JSON.stringify(ack)))).toEqual(
      new Set([JSON.stringify({ ok: false, message: realtimeMessages.unauthenticated })]),
    );
  });

  it('cannot be joined by a signed-in person either, who stays out once it exists unless they take part', async () => {
    const first = await nextConversationId();
    const owner = await client('owner');
    const heard = overhear(owner);
    for (const id of [first, first + 1, 120]) {
      await expect(join(owner, conversationRoom(id))).resolves.toEqual({
        ok: false,
        message: realtimeMessages.unknownRoom,
      });
    }
    const conversation = await start('coach', ['customer'], 'Private between us');
    await expect(join(owner, conversationRoom(conversation.id))).resolves.toEqual({
      ok: false,
      message: conversationMessages.notInConversation,
    });
    const coach = await client('coach');
    await join(coach, conversationRoom(conversation.id));
    const delivered = next(coach, 'newMessage');
    await send('customer', conversation.id, 'Only for Maya');
    await delivered;
    await settle(owner);
    expect(heard).toEqual([]);
  });

  it('refuses any room name the server does not know, whatever the event', async () => {
    const customer = await client('customer');
    const unknown = { ok: false, message: realtimeMessages.unknownRoom };
    await expect(join(customer, 'room-a1b2')).resolves.toEqual(unknown);
    await expect(join(customer, 'f'.repeat(64))).resolves.toEqual(unknown);
    // The plain relay is gone: nothing a client sends to a room reaches anyone as sent.
    await expect(
      customer.emitWithAck('message', { room: 'room-a1b2', message: 'Hello?' }),
    ).resolves.toEqual(unknown);
    await expect(
      customer.emitWithAck('newConversation', { room: 'room-a1b2', conversation: { id: 9 } }),
    ).resolves.toEqual(unknown);
    await expect(customer.emitWithAck('join', '')).resolves.toEqual({
      ok: false,
      message: 'A room name is required.',
    });
    await expect(customer.emitWithAck('message', { message: 'Hello?' })).resolves.toEqual({
      ok: false,
      message: 'A room name is required.',
    });
  });

  it('answers an anonymous connection the same for every room and every event', async () => {
    const anonymous = await client();
    const refused = { ok: false, message: realtimeMessages.unauthenticated };
    await expect(join(anonymous, 'room-a1b2')).resolves.toEqual(refused);
    await expect(join(anonymous, conversationRoom(1))).resolves.toEqual(refused);
    await expect(
      anonymous.emitWithAck('message', { room: conversationRoom(1), message: 'Hi' }),
    ).resolves.toEqual(refused);
    await expect(
      anonymous.emitWithAck('newConversation', { room: designRoom(designId), conversation: {} }),
    ).resolves.toEqual(refused);
  });
});

describe("a conversation's room", () => {
  it('lets its people in by their ticket, and delivers them its messages', async () => {
    const conversation = await start('coach', ['customer'], 'Plans attached');
    const customer = await client('customer');
    const admin = await client('admin');
    await expect(join(customer, conversationRoom(conversation.id))).resolves.toEqual({ ok: true });
    // Admins read every conversation of a design (GET /designs/{id}/conversations/{conv}).
    await expect(join(admin, conversationRoom(conversation.id))).resolves.toEqual({ ok: true });
    const toCustomer = next<MessageWire>(customer, 'newMessage');
    const toAdmin = next<MessageWire>(admin, 'newMessage');
    const sent = await send('coach', conversation.id, 'Does the layout work for you?');
    await expect(toCustomer).resolves.toEqual(sent);
    await expect(toAdmin).resolves.toEqual(sent);
  });

  it('checks again at each delivery: a participant taken out of the conversation hears no more of it', async () => {
    const conversation = await start('coach', ['customer'], 'Before the change');
    const customer = await client('customer');
    const coach = await client('coach');
    await join(customer, conversationRoom(conversation.id));
    await join(coach, conversationRoom(conversation.id));
    const heard = overhear(customer);
    await api.db.query(
      'DELETE FROM conversation_participants WHERE conversation_id = $1 AND user_id = $2',
      [conversation.id, ids.customer],
    );
    const toCoach = next<MessageWire>(coach, 'newMessage');
    const sent = await send('coach', conversation.id, 'After the change');
    await expect(toCoach).resolves.toEqual(sent);
    await settle(customer);
    expect(heard).toEqual([]);
    // And the connection was taken out of the room: joining again is refused.
    await expect(join(customer, conversationRoom(conversation.id))).resolves.toEqual({
      ok: false,
      message: conversationMessages.notInConversation,
    });
  });

  it('checks the person as they are now: an admin who is no longer one hears no more', async () => {
    const conversation = await start('coach', ['customer'], 'Admins may read along');
    const admin = await client('admin');
    const coach = await client('coach');
    await expect(join(admin, conversationRoom(conversation.id))).resolves.toEqual({ ok: true });
    await join(coach, conversationRoom(conversation.id));
    const heard = overhear(admin);
    await api.db.query("UPDATE users SET role = 'customer' WHERE id = $1", [ids.admin]);
    try {
      const toCoach = next(coach, 'newMessage');
      await send('customer', conversation.id, 'Not for the former admin');
      await toCoach;
      await settle(admin);
      expect(heard).toEqual([]);
      await expect(join(admin, conversationRoom(conversation.id))).resolves.toEqual({
        ok: false,
        message: conversationMessages.notInConversation,
      });
    } finally {
      await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [ids.admin]);
    }
  });

  it("delivers a participant's live message, stored, to the room's people only", async () => {
    const conversation = await start('coach', ['customer'], 'Live, please');
    const room = conversationRoom(conversation.id);
    const customer = await client('customer');
    const coach = await client('coach');
    await join(customer, room);
    await join(coach, room);
    const toCoach = next<MessageWire>(coach, 'newMessage');
    const reply = (await customer.emitWithAck('message', {
      room,
      message: { message: 'On my way', author_id: ids.coach, files: ['x'] },
    })) as { ok: true; data: MessageWire };
    // The server builds what it delivers: the author is the connection's person, whatever was sent.
    expect(reply.data).toMatchObject({ author_id: ids.customer, message: 'On my way', files: [] });
    await expect(toCoach).resolves.toEqual(reply.data);
  });
});

describe("a design's room", () => {
  it('announces a new conversation to the connections of its people only, as they are now', async () => {
    const customer = await client('customer');
    const admin = await client('admin');
    const owner = await client('owner');
    await expect(join(customer, designRoom(designId))).resolves.toEqual({ ok: true });
    await expect(join(admin, designRoom(designId))).resolves.toEqual({ ok: true });
    await expect(join(owner, designRoom(designId))).resolves.toEqual({
      ok: false,
      message: conversationMessages.notOnDesign,
    });
    const heardByAdmin = overhear(admin);
    await api.db.query("UPDATE users SET role = 'customer' WHERE id = $1", [ids.admin]);
    try {
      const toCustomer = next<ConversationWire>(customer, 'newConversation');
      const conversation = await start('coach', ['customer'], 'A new thread');
      await expect(toCustomer).resolves.toEqual(conversation);
      await settle(admin);
      expect(heardByAdmin).toEqual([]);
    } finally {
      await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [ids.admin]);
    }
  });
});

describe('a connection ends with its session', () => {
  /** A sign-in of its own (another browser), so that ending it leaves `tokens` working. */
  const signIn = (who: Person) => api.login(`${who}@trellis.test`, demoPassword);
  const logout = (token: string) => api.request('/logout', { method: 'POST', ...bearer(token) });

  /** Why the connection ended, or `'still connected'` when it has not within `ms`. */
  const endOf = (socket: Socket, ms = 5_000) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  /** `settle`, for a connection the server may have ended: nothing to wait for then. */
  const settleIfOpen = (socket: Socket) =>
    socket.connected
      ? socket
          .timeout(2_000)
          .emitWithAck('leave', 'nothing')
          .catch(() => {})
      : Promise.resolve();

  /**
   * The customer (with `session`) and the designer in a new conversation of design 2, both
   * connected with tickets and in its room.
   */
  async function conversationWithCustomer(session: string) {
    const conversation = await start('coach', ['customer'], 'Where does the water come in?');
    const room = conversationRoom(conversation.id);
    const customer = await clientOf(session);
    const coach = await client('coach');
    await expect(join(customer, room)).resolves.toEqual({ ok: true });
    await expect(join(coach, room)).resolves.toEqual({ ok: true });
    return { conversation, customer, coach };
  }

  /** The designer writes; answers what the customer's connection heard of it, and how it ended. */
  async function designerWrites(
    { conversation, customer, coach }: Awaited<ReturnType<typeof conversationWithCustomer>>,
    ended: Promise<string>,
  ) {
    const heard = overhear(customer);
    const toCoach = next<MessageWire>(coach, 'newMessage');
    const sent = await send('coach', conversation.id, 'The gate code is 4711');
    await expect(toCoach).resolves.toEqual(sent);
    await settleIfOpen(customer);
    return { heard, end: await ended };
  }

  it("ends with a logout: the customer's connection hears nothing more and is disconnected", async () => {
    const session = await signIn('customer');
    const people = await conversationWithCustomer(session);
    const ended = endOf(people.customer);
    expect((await logout(session)).status).toBe(204);
    const { heard, end } = await designerWrites(people, ended);
    expect(heard).toEqual([]);
    expect(end).toBe('io server disconnect');
  });

  it("ends with a password reset, which ends every one of the person's sessions", async () => {
    const session = await signIn('customer');
    const people = await conversationWithCustomer(session);
    const ended = endOf(people.customer);
    const token = await createPasswordToken(api.db, ids.customer, 'reset');
    try {
      const reset = await api.request(
        '/password/reset',
        jsonRequest('POST', {
          email: 'customer@trellis.test',
          token,
          password: demoPassword,
          password_confirmation: demoPassword,
        }),
      );
      expect(reset.status).toBe(200);
      const { heard, end } = await designerWrites(people, ended);
      expect(heard).toEqual([]);
      expect(end).toBe('io server disconnect');
    } finally {
      // The reset ended the file's own customer session too.
      tokens.customer = await signIn('customer');
    }
  });

  it("ends only that session: the person's connection from another sign-in keeps hearing", async () => {
    const ending = await signIn('customer');
    const { conversation, customer } = await conversationWithCustomer(ending);
    const otherDevice = await clientOf(await signIn('customer'));
    await join(otherDevice, conversationRoom(conversation.id));
    const ended = endOf(customer);
    expect((await logout(ending)).status).toBe(204);
    await expect(ended).resolves.toBe('io server disconnect');
    const toOtherDevice = next<MessageWire>(otherDevice, 'newMessage');
    const sent = await send('coach', conversation.id, 'Still there?');
    await expect(toOtherDevice).resolves.toEqual(sent);
    expect(otherDevice.connected).toBe(true);
  });

  it("keeps the connection in its session's room: leaving it does not escape the logout", async () => {
    const session = await signIn('customer');
    const customer = await clientOf(session);
    const { rows } = await api.db.query<{ token: number; database: string }>(
      `SELECT tokens.id AS token, (SELECT id FROM database_identity) AS database
       FROM tokens WHERE token_hash = $1`,
      [hashToken(session)],
    );
    await expect(
      customer.emitWithAck('leave', sessionRoom(rows[0]!.database, rows[0]!.token)),
    ).resolves.toEqual({ ok: true });
    const ended = endOf(customer);
    expect((await logout(session)).status).toBe(204);
    await expect(ended).resolves.toBe('io server disconnect');
  });

  it('checks the session again at each delivery: a connection whose token expired hears nothing', async () => {
    // An expired token is not deleted, so nothing announces it: the delivery's check catches it.
    const session = await signIn('customer');
    const people = await conversationWithCustomer(session);
    const ended = endOf(people.customer);
    await api.db.query(
      "UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(session)],
    );
    const { heard, end } = await designerWrites(people, ended);
    expect(heard).toEqual([]);
    expect(end).toBe('io server disconnect');
  });

  it('refuses a join from a connection whose token expired, and ends it', async () => {
    const session = await signIn('customer');
    const customer = await clientOf(session);
    await api.db.query(
      "UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(session)],
    );
    const ended = endOf(customer);
    await expect(join(customer, designRoom(designId))).resolves.toEqual({
      ok: false,
      message: realtimeMessages.unauthenticated,
    });
    await expect(ended).resolves.toBe('io server disconnect');
  });

  it('takes the person out of presence: a designer whose session ends is no longer online', async () => {
    const online = async () => {
      const response = await api.request(
        '/gimme-dat/',
        jsonRequest('POST', { resource: 'coaches', selections: [ids.coach] }),
      );
      return ((await response.json()) as ListResponse<CoachCardWire>).data[0]!.online;
    };
    // The other tests' connections of the designer are closed by now.
    await vi.waitFor(async () => expect(await online()).toBe(false));
    const session = await signIn('coach');
    const coach = await clientOf(session);
    await vi.waitFor(async () => expect(await online()).toBe(true));
    const ended = endOf(coach);
    expect((await logout(session)).status).toBe(204);
    await expect(ended).resolves.toBe('io server disconnect');
    await vi.waitFor(async () => expect(await online()).toBe(false));
  });
});
