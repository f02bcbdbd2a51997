// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationRoom, designRoom } from '#src/api/rooms.ts';
import type { ConversationWire, MessageWire } from '#src/api/types.ts';
import type { RealtimeTicketWire } from './routes/realtime.ts';
import { conversationMessages } from './routes/conversations.ts';
import { realtimeMessages } from './realtime.ts';
import { demoPassword } from './seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from './test/startTestApi.ts';

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
  let auth: { ticket?: string } = {};
  if (who) {
    const response = await api.request('/realtime/ticket', {
      method: 'POST',
      ...bearer(tokens[who]),
    });
    expect(response.status).toBe(201);
    auth = { ticket: ((await response.json()) as { data: RealtimeTicketWire }).data.ticket };
  }
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
