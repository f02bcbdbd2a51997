// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './test/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
const clients: Socket[] = [];

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => api?.close());

async function client(): Promise<Socket> {
  const socket = connect(api.baseUrl, { transports: ['websocket'], forceNew: true });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, room: string) => socket.emitWithAck('join', room);
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('the real-time relay', () => {
  it('delivers a message sent to a room as newMessage to everyone in the room', async () => {
    const sender = await client();
    const receiver = await client();
    await expect(join(sender, 'room-a1b2')).resolves.toEqual({ ok: true });
    await join(receiver, 'room-a1b2');
    const message = { id: 7, message: 'The tomato plan is ready for you.', user_id: 3 };
    const received = next(receiver, 'newMessage');
    const echoed = next(sender, 'newMessage');
    sender.emit('message', { room: 'room-a1b2', message });
    await expect(received).resolves.toEqual(message);
    await expect(echoed).resolves.toEqual(message);
  });

  it('delivers a new conversation to the room as newConversation', async () => {
    const sender = await client();
    const receiver = await client();
    await join(receiver, 'design-42');
    const conversation = { id: 12, participants: [{ id: 1 }, { id: 2 }] };
    const received = next(receiver, 'newConversation');
    await expect(
      sender.emitWithAck('newConversation', { room: 'design-42', conversation }),
    ).resolves.toEqual({ ok: true });
    await expect(received).resolves.toEqual(conversation);
  });

  it('keeps a message inside its room', async () => {
    const sender = await client();
    const outsider = await client();
    await join(sender, 'room-private');
    await join(outsider, 'room-other');
    const leaked = vi.fn();
    outsider.on('newMessage', leaked);
    await sender.emitWithAck('message', { room: 'room-private', message: 'Just for us' });
    // A round trip on the outsider's own connection: anything sent to it before has arrived by now.
    await join(outsider, 'room-other');
    expect(leaked).not.toHaveBeenCalled();
  });

  it('refuses to join or send without a room name', async () => {
    const socket = await client();
    await expect(socket.emitWithAck('join', '')).resolves.toEqual({
      ok: false,
      message: 'A room name is required.',
    });
    await expect(socket.emitWithAck('message', { message: 'Hello?' })).resolves.toEqual({
      ok: false,
      message: 'A room name is required.',
    });
  });
});
