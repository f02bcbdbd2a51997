import type {
  SocketAck,
  SocketClient,
  SocketClientOptions,
  SocketFactory,
} from '../useDesignSocket.ts';

// A stand-in for socket.io-client at the boundary (its `io()` and the `Socket` it returns), for the
// project-messages stories and tests: it records what the page sends, answers as the reference API
// does (docs/api/realtime.md), and lets a test connect, drop the connection and deliver events.

type Listener = (...args: unknown[]) => void;

export interface SentEvent {
  event: string;
  payload: unknown;
}

export interface FakeSocketOptions {
  /** Connect as soon as the page opens the connection (after asking for its ticket). Default true. */
  autoConnect?: boolean;
}

export interface FakeSocketServer {
  /** The factory to provide through `SocketFactoryContext`. */
  io: SocketFactory;
  /** The address and options of each connection the page opened. */
  opened: { url: string; options: SocketClientOptions }[];
  /** What each handshake carried (`auth`), in order. */
  handshakes: { ticket?: string }[];
  /** Every event the page sent, in order (`join`, `message`, `newConversation`). */
  sent: SentEvent[];
  /** The rooms the current connection joined. */
  rooms(): string[];
  /** Whether the page's connection is open and up. */
  isConnected(): boolean;
  /** Asks for a ticket through the page's `auth`, then reports `connect`. */
  connect(): Promise<void>;
  /** The connection drops (`disconnect`); socket.io would then reconnect by itself. */
  drop(): void;
  /** An event from the server (`newMessage`, `newConversation`). */
  deliver(event: string, payload: unknown): void;
}

class FakeSocket implements SocketClient {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly joined = new Set<string>();
  connected = false;
  closed = false;
  constructor(private readonly sent: SentEvent[]) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const ack =
      typeof args.at(-1) === 'function' ? (args.at(-1) as (reply: SocketAck) => void) : null;
    const payload = args[0];
    this.sent.push({ event, payload });
    if (event === 'join' && typeof payload === 'string') this.joined.add(payload);
    // The reference API's answers: a relayed stored message comes back as stored, not delivered again.
    const reply: SocketAck =
      event === 'message'
        ? { ok: true, data: (payload as { message?: unknown } | null)?.message }
        : { ok: true };
    if (ack) queueMicrotask(() => ack(reply));
    return this;
  }

  disconnect() {
    this.closed = true;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') {
      this.connected = false;
      this.joined.clear();
    }
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export function createFakeSocketServer({
  autoConnect = true,
}: FakeSocketOptions = {}): FakeSocketServer {
  const opened: FakeSocketServer['opened'] = [];
  const handshakes: FakeSocketServer['handshakes'] = [];
  const sent: SentEvent[] = [];
  let current: FakeSocket | null = null;
  let options: SocketClientOptions | null = null;

  const live = () => (current && !current.closed ? current : null);

  async function handshake(socket: FakeSocket, { auth }: SocketClientOptions) {
    const data = await new Promise<{ ticket?: string }>((resolve) => auth(resolve));
    if (socket.closed) return;
    handshakes.push(data);
    socket.fire('connect');
  }

  async function connect() {
    const socket = live();
    if (!socket || !options) throw new Error('The page has not opened a connection.');
    await handshake(socket, options);
  }

  return {
    io: (url, opts) => {
      const socket = new FakeSocket(sent);
      current = socket;
      options = opts;
      opened.push({ url, options: opts });
      if (autoConnect) queueMicrotask(() => void handshake(socket, opts));
      return socket;
    },
    opened,
    handshakes,
    sent,
    rooms: () => [...(live()?.joined ?? [])],
    isConnected: () => live()?.connected ?? false,
    connect,
    drop: () => live()?.fire('disconnect', 'transport close'),
    deliver: (event, payload) => live()?.fire(event, payload),
  };
}
