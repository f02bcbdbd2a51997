// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import {
  messageFileBytes,
  messageFileTooLarge,
  type ConversationSeenWire,
  type ConversationWire,
  type MessageWire,
  type RecipientWire,
} from '#src/lib/api/types.ts';
import { issueToken } from '../auth/tokens.ts';
import { conversationPageSize } from '../conversations.ts';
import { realtimeMessages } from '../realtime.ts';
import { demoPassword } from '../seed/accounts.ts';
import { seedConversationDemo, seedConversations } from '../seed/conversations.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { insertUser } from '../users.ts';
import { conversationMessages } from './conversations.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
type Person = 'customer' | 'coach' | 'admin' | 'artist' | 'owner';
let ids: Record<Person, number>;
let tokens: Record<Person, string>;
/** The seeded conversations of design 2 (the customer's, with Maya as designer): open and closed. */
let seeded: { open: number; closed: number };

beforeAll(async () => {
  api = await startTestApi();
  const artist = await insertUser(api.db, {
    first_name: 'Ari',
    last_name: 'Artist',
    email: 'artist@example.com',
    password_hash: 'not-a-password-hash',
    timezone: 'America/Chicago',
  });
  // Design 2 is seeded with Maya as its designer (api/seed/designs.ts); here it gets an artist too.
  await api.db.query('UPDATE designs SET artist_id = $1 WHERE id = 2', [artist.id]);
  ids = {
    customer: await api.userId('customer@trellis.test'),
    coach: await api.userId('coach@trellis.test'),
    admin: await api.userId('admin@trellis.test'),
    owner: await api.userId('owner@trellis.test'),
    artist: artist.id,
  };
  tokens = {
    customer: await api.login('customer@trellis.test', demoPassword),
    coach: await api.login('coach@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
    owner: await api.login('owner@trellis.test', demoPassword),
    artist: (await issueToken(api.db, artist.id)).access_token,
  };
  const { rows } = await api.db.query<{ id: number; closed: boolean }>(
    'SELECT id, closed FROM conversations WHERE conversationable_id = 2 ORDER BY id',
  );
  seeded = {
    open: rows.find((row) => !row.closed)!.id,
    closed: rows.find((row) => row.closed)!.id,
  };
});
afterAll(() => api?.close());

const get = (path: string, who?: Person) =>
  api.request(path, who ? bearer(tokens[who]) : undefined);
const post = (path: string, body: unknown, who?: Person) =>
  api.request(path, jsonRequest('POST', body, who ? tokens[who] : undefined));
const postForm = (path: string, form: FormData, who: Person) =>
  api.request(path, { method: 'POST', body: form, headers: bearer(tokens[who]).headers });

async function conversationsOf(who: Person, designId = 2): Promise<ConversationWire[]> {
  const response = await get(`/designs/${designId}/conversations`, who);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ConversationWire[] }).data;
}

async function start(
  who: Person,
  receivers: Person[],
  message = 'Starting a thread.',
): Promise<ConversationWire> {
  const response = await post(
    '/designs/2/conversations',
    { receivers: receivers.map((person) => ids[person]), message },
    who,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: ConversationWire }).data;
}

async function send(conversationId: number, who: Person, text: string): Promise<MessageWire> {
  const form = new FormData();
  form.set('message', text);
  const response = await postForm(`/designs/2/conversations/${conversationId}`, form, who);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: MessageWire }).data;
}

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a tiny planting plan\n');

describe('the conversations of a design', () => {
  it("lists the customer's conversations latest first, each with its people, latest messages, count and closed flag", async () => {
    const [open, closed] = await conversationsOf('customer');
    expect(open).toMatchObject({
      id: seeded.open,
      conversationable_id: 2,
      closed: 0,
      total_messages: 2,
      messages: seedConversations[0].messages.map((message) => ({
        conversation_id: seeded.open,
        author_id: message.from === 'coach' ? ids.coach : ids.customer,
        message: message.text,
        files: [],
      })),
    });
    expect(open!.users).toEqual([
      expect.objectContaining({ id: ids.customer, first_name: 'Casey', last_name: 'Customer' }),
      expect.objectContaining({ id: ids.coach, first_name: 'Maya', last_name: 'Okafor' }),
    ]);
    // Maya has not seen Casey's reply yet: her last_seen is older than the latest message.
    const maya = open!.users.find((user) => user.id === ids.coach)!;
    expect(maya.pivot.last_seen! < open!.messages.at(-1)!.created_at).toBe(true);
    expect(closed).toMatchObject({ id: seeded.closed, closed: 1, total_messages: 1 });
    expect(Date.parse(open!.updated_at)).toBeGreaterThan(Date.parse(closed!.updated_at));
  });

  it('come from the demo seed once: a later start adds none', async () => {
    const count = async () =>
      (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM messages'))
        .rows[0]!.count;
    const before = await count();
    await seedConversationDemo(api.db);
    expect(await count()).toBe(before);
  });

  it('asks for a sign-in, refuses people not on the design and answers 404 for an unknown design', async () => {
    expect((await get('/designs/2/conversations')).status).toBe(401);
    const outsider = await get('/designs/2/conversations', 'owner');
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toEqual({ message: conversationMessages.notOnDesign });
    const unknown = await get('/designs/999/conversations', 'customer');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: conversationMessages.designNotFound });
    expect((await get('/designs/abc/conversations', 'customer')).status).toBe(404);
    expect((await get('/designs/2/recipients', 'owner')).status).toBe(403);
    expect((await get(`/designs/2/conversations/${seeded.open}`, 'owner')).status).toBe(403);
  });

  it('offers each role the recipients it may message: the customer the designer, the designer the customer and artist, the artist and admins everyone', async () => {
    const recipients = async (who: Person) => {
      const response = await get('/designs/2/recipients', who);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: RecipientWire[] }).data;
    };
    const customer = {
      id: ids.customer,
      prefix: 'Customer',
      first_name: 'Casey',
      last_name: 'Customer',
    };
    const designer = { id: ids.coach, prefix: 'Designer', first_name: 'Maya', last_name: 'Okafor' };
    const artist = { id: ids.artist, prefix: 'Artist', first_name: 'Ari', last_name: 'Artist' };
    expect(await recipients('customer')).toEqual([designer]);
    expect(await recipients('coach')).toEqual([customer, artist]);
    expect(await recipients('artist')).toEqual([customer, designer]);
    expect(await recipients('admin')).toEqual([customer, designer, artist]);
  });
});

describe('starting a conversation', () => {
  it('lets the designer start one with the customer and the artist, answering it with its first message', async () => {
    const conversation = await start('coach', ['customer', 'artist'], '  Your plan draft is up!  ');
    expect(conversation).toMatchObject({
      conversationable_id: 2,
      closed: 0,
      total_messages: 1,
      messages: [{ author_id: ids.coach, message: 'Your plan draft is up!', files: [] }],
    });
    expect(conversation.users.map((user) => user.id).sort((a, b) => a - b)).toEqual(
      [ids.customer, ids.coach, ids.artist].sort((a, b) => a - b),
    );
    // The starter has seen it; the others not yet.
    const seen = Object.fromEntries(
      conversation.users.map((user) => [user.id, user.pivot.last_seen]),
    );
    expect(seen[ids.coach]).toBe(conversation.messages[0]!.created_at);
    expect(seen[ids.customer]).toBeNull();
    expect((await conversationsOf('customer'))[0]!.id).toBe(conversation.id);
  });

  it('does not let the customer (acting as user) start a conversation', async () => {
    const response = await post(
      '/designs/2/conversations',
      { receivers: [ids.coach], message: 'Hello?' },
      'customer',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: conversationMessages.mayNotStart });
  });

  it('refuses receivers the role may not message, and a missing message or receivers list', async () => {
    const wrong = await post(
      '/designs/2/conversations',
      { receivers: [ids.customer, ids.admin, ids.owner], message: 'Hi all' },
      'coach',
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: conversationMessages.receiverInvalid,
      errors: {
        'receivers.1': [conversationMessages.receiverInvalid],
        'receivers.2': [conversationMessages.receiverInvalid],
      },
    });
    const empty = await post('/designs/2/conversations', { receivers: [], message: ' ' }, 'admin');
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: unknown }).errors).toEqual({
      receivers: ['The receivers field is required.'],
      message: ['The message field is required.'],
    });
    const notAList = await post(
      '/designs/2/conversations',
      { receivers: 3, message: 'x' },
      'admin',
    );
    expect(((await notAList.json()) as { errors: unknown }).errors).toEqual({
      receivers: ['The receivers must be a list.'],
    });
    expect(
      (await post('/designs/2/conversations', { receivers: [ids.coach], message: 'x' })).status,
    ).toBe(401);
  });

  it("keeps a conversation between the artist and the designer out of the customer's sight, but not an admin's", async () => {
    const conversation = await start('artist', ['coach'], 'Which palette should I render?');
    expect((await conversationsOf('customer')).map((c) => c.id)).not.toContain(conversation.id);
    const peek = await get(`/designs/2/conversations/${conversation.id}`, 'customer');
    expect(peek.status).toBe(403);
    expect(await peek.json()).toEqual({ message: conversationMessages.notInConversation });
    expect((await conversationsOf('admin')).map((c) => c.id)).toContain(conversation.id);
    expect((await get(`/designs/2/conversations/${conversation.id}`, 'admin')).status).toBe(200);
    // An admin reads it but writes only where they take part.
    const form = new FormData();
    form.set('message', 'Admin here');
    const write = await postForm(`/designs/2/conversations/${conversation.id}`, form, 'admin');
    expect(write.status).toBe(403);
  });
});

describe('sending a message', () => {
  it('stores the text, moves the conversation to the top and counts it', async () => {
    const conversation = await start('coach', ['customer']);
    await start('admin', ['customer'], 'A later thread');
    const message = await send(conversation.id, 'customer', ' Thanks, looks lovely! ');
    expect(message).toMatchObject({
      conversation_id: conversation.id,
      author_id: ids.customer,
      message: 'Thanks, looks lovely!',
      files: [],
    });
    const [latest] = await conversationsOf('customer');
    expect(latest).toMatchObject({
      id: conversation.id,
      total_messages: 2,
      updated_at: message.created_at,
    });
    expect(latest!.messages.at(-1)).toEqual(message);
  });

  it('takes a JSON body too', async () => {
    const response = await post(
      `/designs/2/conversations/${seeded.open}`,
      { message: 'By JSON' },
      'coach',
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: MessageWire }).data.message).toBe('By JSON');
  });

  it('attaches a file, downloaded from its unguessable address', async () => {
    const form = new FormData();
    form.set('file', new Blob([pdfBytes], { type: 'application/pdf' }), 'Planting plan.pdf');
    const response = await postForm(`/designs/2/conversations/${seeded.open}`, form, 'coach');
    expect(response.status).toBe(201);
    const message = ((await response.json()) as { data: MessageWire }).data;
    expect(message.message).toBe('');
    expect(message.files).toEqual([
      {
        id: expect.any(Number),
        name: 'Planting plan.pdf',
        file_type: 'application/pdf',
        download: expect.stringMatching(/^\/api\/message-files\/[\w-]{32}$/),
      },
    ]);
    const download = await api.request(message.files[0]!.download.replace(/^\/api/, ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      'attachment; filename="Planting plan.pdf"',
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
    expect((await api.request('/message-files/not-a-key')).status).toBe(404);
  });

  it('refuses files that are not images, pdf, doc, docx, txt or rtf, or whose bytes do not match their name', async () => {
    for (const [name, bytes] of [
      ['tool.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00])],
      ['fake.pdf', new TextEncoder().encode('not a pdf')],
      ['photo.png', new TextEncoder().encode('plain text named png')],
    ] as const) {
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      const response = await postForm(`/designs/2/conversations/${seeded.open}`, form, 'coach');
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: conversationMessages.fileType,
        errors: { file: [conversationMessages.fileType] },
      });
    }
    const notes = new FormData();
    notes.set('file', new Blob(['Sow peas in March.\n']), 'notes.txt');
    const accepted = await postForm(`/designs/2/conversations/${seeded.open}`, notes, 'coach');
    expect(((await accepted.json()) as { data: MessageWire }).data.files[0]!.file_type).toBe(
      'text/plain',
    );
  });

  it('refuses a file of 5 MB or more with the product message', async () => {
    const atLimit = new Uint8Array(messageFileBytes);
    atLimit.set(pdfBytes);
    const form = new FormData();
    form.set('file', new Blob([atLimit]), 'big.pdf');
    const response = await postForm(`/designs/2/conversations/${seeded.open}`, form, 'coach');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: messageFileTooLarge,
      errors: { file: [messageFileTooLarge] },
    });
    const huge = new FormData();
    huge.set('file', new Blob([new Uint8Array(messageFileBytes + 200_000)]), 'huge.pdf');
    const tooLarge = await postForm(`/designs/2/conversations/${seeded.open}`, huge, 'coach');
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe(messageFileTooLarge);
  });

  it('marks the conversation seen for the viewer when sent with no message and no file', async () => {
    const before = Date.now();
    const response = await postForm(
      `/designs/2/conversations/${seeded.open}`,
      new FormData(),
      'coach',
    );
    expect(response.status).toBe(200);
    const seen = ((await response.json()) as { data: ConversationSeenWire }).data;
    expect(seen).toEqual({
      conversation_id: seeded.open,
      user_id: ids.coach,
      last_seen: expect.any(String),
    });
    expect(Date.parse(seen.last_seen)).toBeGreaterThanOrEqual(before - 1000);
    const [open] = (await conversationsOf('coach')).filter((c) => c.id === seeded.open);
    expect(open!.users.find((user) => user.id === ids.coach)!.pivot.last_seen).toBe(seen.last_seen);
    // An empty JSON body too; nothing is written.
    const json = await post(`/designs/2/conversations/${seeded.open}`, {}, 'customer');
    expect(json.status).toBe(200);
    expect(open!.total_messages).toBe(
      (await conversationsOf('coach')).find((c) => c.id === seeded.open)!.total_messages,
    );
  });

  it('refuses new messages in a closed conversation, which can still be marked seen', async () => {
    const response = await post(
      `/designs/2/conversations/${seeded.closed}`,
      { message: 'Hello?' },
      'customer',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: conversationMessages.closed });
    expect((await post(`/designs/2/conversations/${seeded.closed}`, {}, 'customer')).status).toBe(
      200,
    );
  });

  it('refuses non-participants, unknown conversations and conversations of another design', async () => {
    expect(
      (await post(`/designs/2/conversations/${seeded.open}`, { message: 'x' }, 'owner')).status,
    ).toBe(403);
    const unknown = await post('/designs/2/conversations/99999', { message: 'x' }, 'coach');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: conversationMessages.conversationNotFound });
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO designs (user_id, name) VALUES ($1, 'Another garden') RETURNING id`,
      [ids.customer],
    );
    const other = await get(`/designs/${rows[0]!.id}/conversations/${seeded.open}`, 'customer');
    expect(other.status).toBe(404);
  });
});

describe('older messages', () => {
  it('come a page at a time before a message id, sorted by created_at', async () => {
    const conversation = await start('coach', ['customer'], 'Message 0');
    const sent: MessageWire[] = [conversation.messages[0]!];
    for (let index = 1; index <= conversationPageSize + 4; index++) {
      sent.push(await send(conversation.id, index % 2 ? 'customer' : 'coach', `Message ${index}`));
    }
    const latest = await get(`/designs/2/conversations/${conversation.id}`, 'customer');
    const page = ((await latest.json()) as { data: ConversationWire }).data;
    expect(page.total_messages).toBe(sent.length);
    expect(page.messages.map((message) => message.id)).toEqual(
      sent.slice(-conversationPageSize).map((message) => message.id),
    );
    const older = await get(
      `/designs/2/conversations/${conversation.id}?before=${page.messages[0]!.id}`,
      'customer',
    );
    expect(
      ((await older.json()) as { data: ConversationWire }).data.messages.map((m) => m.message),
    ).toEqual(sent.slice(0, -conversationPageSize).map((message) => message.message));
    const invalid = await get(
      `/designs/2/conversations/${conversation.id}?before=${seeded.open}00`,
      'customer',
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      message: conversationMessages.beforeInvalid,
      errors: { before: [conversationMessages.beforeInvalid] },
    });
  });
});

describe('the live connection of project messages', () => {
  const clients: Socket[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });

  async function client(who?: Person): Promise<Socket> {
    const socket = connect(api.baseUrl, {
      transports: ['websocket'],
      forceNew: true,
      auth: who ? { token: tokens[who] } : {},
    });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  it("lets a conversation's people join its room and refuses everyone else", async () => {
    const room = conversationRoom(seeded.open);
    await expect((await client('customer')).emitWithAck('join', room)).resolves.toEqual({
      ok: true,
    });
    await expect((await client('admin')).emitWithAck('join', room)).resolves.toEqual({ ok: true });
    const refused = { ok: false, message: conversationMessages.notInConversation };
    await expect((await client('artist')).emitWithAck('join', room)).resolves.toEqual(refused);
    await expect((await client('owner')).emitWithAck('join', room)).resolves.toEqual(refused);
    // An anonymous connection is answered the same for every room: it learns nothing of which exist.
    await expect((await client()).emitWithAck('join', room)).resolves.toEqual({
      ok: false,
      message: realtimeMessages.unauthenticated,
    });
    await expect((await client('artist')).emitWithAck('join', designRoom(2))).resolves.toEqual({
      ok: true,
    });
    await expect((await client('owner')).emitWithAck('join', designRoom(2))).resolves.toEqual({
      ok: false,
      message: conversationMessages.notOnDesign,
    });
  });

  it('delivers a message sent over HTTP to the conversation room as newMessage', async () => {
    const coach = await client('coach');
    await coach.emitWithAck('join', conversationRoom(seeded.open));
    const received = next<MessageWire>(coach, 'newMessage');
    const message = await send(seeded.open, 'customer', 'Are the peas in?');
    await expect(received).resolves.toEqual(message);
  });

  it("announces a new conversation in the design's room to its people only", async () => {
    const customer = await client('customer');
    const coach = await client('coach');
    await customer.emitWithAck('join', designRoom(2));
    await coach.emitWithAck('join', designRoom(2));
    const leaked = vi.fn();
    customer.on('newConversation', leaked);
    const announced = next<ConversationWire>(coach, 'newConversation');
    const conversation = await start('artist', ['coach'], 'Render is ready');
    await expect(announced).resolves.toEqual(conversation);
    // A round trip on the customer's own connection: anything sent to it before has arrived by now.
    await customer.emitWithAck('join', designRoom(2));
    expect(leaked).not.toHaveBeenCalled();
  });

  it('stores a message a participant emits to the room, and delivers it with its id', async () => {
    const customer = await client('customer');
    const coach = await client('coach');
    const room = conversationRoom(seeded.open);
    await customer.emitWithAck('join', room);
    await coach.emitWithAck('join', room);
    const received = next<MessageWire>(coach, 'newMessage');
    const reply = (await customer.emitWithAck('message', {
      room,
      message: { message: ' Sent live ' },
    })) as { ok: boolean; data: MessageWire };
    expect(reply).toMatchObject({
      ok: true,
      data: { conversation_id: seeded.open, author_id: ids.customer, message: 'Sent live' },
    });
    await expect(received).resolves.toEqual(reply.data);
    const stored = (await conversationsOf('coach')).find((c) => c.id === seeded.open)!;
    expect(stored.messages.at(-1)).toEqual(reply.data);

    // Relaying what POST answered is acknowledged with the stored message and not delivered twice.
    const again = vi.fn();
    coach.on('newMessage', again);
    await expect(customer.emitWithAck('message', { room, message: reply.data })).resolves.toEqual({
      ok: true,
      data: reply.data,
    });
    await coach.emitWithAck('join', room);
    expect(again).not.toHaveBeenCalled();
  });

  it('refuses live messages from strangers, to closed conversations, and without text', async () => {
    const room = conversationRoom(seeded.open);
    await expect((await client()).emitWithAck('message', { room, message: 'Hi' })).resolves.toEqual(
      {
        ok: false,
        message: realtimeMessages.unauthenticated,
      },
    );
    await expect(
      (await client('owner')).emitWithAck('message', { room, message: 'Hi' }),
    ).resolves.toEqual({
      ok: false,
      message: conversationMessages.notInConversation,
    });
    const customer = await client('customer');
    await expect(
      customer.emitWithAck('message', { room: conversationRoom(seeded.closed), message: 'Hi' }),
    ).resolves.toEqual({ ok: false, message: conversationMessages.closed });
    await expect(customer.emitWithAck('message', { room, message: '  ' })).resolves.toEqual({
      ok: false,
      message: 'The message field is required.',
    });
    await expect(
      customer.emitWithAck('message', { room: designRoom(2), message: 'Hi' }),
    ).resolves.toEqual({
      ok: false,
      message: "Messages go to a conversation's room.",
    });
  });

  it("acknowledges a client's newConversation to a design room without relaying it (the server announced it)", async () => {
    const coach = await client('coach');
    const customer = await client('customer');
    await customer.emitWithAck('join', designRoom(2));
    const relayed = vi.fn();
    customer.on('newConversation', relayed);
    await expect(
      coach.emitWithAck('newConversation', { room: designRoom(2), conversation: { id: 1 } }),
    ).resolves.toEqual({ ok: true });
    await expect(
      (await client('owner')).emitWithAck('newConversation', {
        room: designRoom(2),
        conversation: {},
      }),
    ).resolves.toEqual({ ok: false, message: conversationMessages.notOnDesign });
    await customer.emitWithAck('join', designRoom(2));
    expect(relayed).not.toHaveBeenCalled();
  });
});
