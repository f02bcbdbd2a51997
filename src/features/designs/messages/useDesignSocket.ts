import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { io } from 'socket.io-client';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { ApiClient } from '#src/lib/api/client.ts';
import { designRoom } from '#src/lib/api/rooms.ts';
import type { ConversationWire, DataResponse, MessageWire } from '#src/lib/api/types.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';

// The live connection of a design page's project messages (docs/api/realtime.md): one socket.io
// connection, identified by a short-lived ticket, in the design's room and each conversation's room.

/** POST /realtime/ticket → 201 { data }: a ticket for one handshake, valid 60 seconds. */
export interface RealtimeTicketWire {
  ticket: string;
  expires_at: string;
}

/** socket.io's `auth` option in its function form: called before every connection attempt. */
export type SocketAuth = (send: (data: { ticket?: string }) => void) => void;

/** What this page uses of socket.io-client's `Socket`: the boundary a test replaces. */
export interface SocketClient {
  // socket.io's own listener type: the payloads depend on the event.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  off(event: string, listener?: (...args: any[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export interface SocketClientOptions {
  auth: SocketAuth;
  withCredentials: boolean;
}

/** Opens a connection: socket.io-client's `io`, or a fake in stories and tests. */
export type SocketFactory = (url: string, options: SocketClientOptions) => SocketClient;

/** The connection factory; stories and tests provide a fake (`testing/fakeSocket.ts`). */
export const SocketFactoryContext = createContext<SocketFactory>(io);

/** The acknowledgement of every event (docs/api/realtime.md). */
export interface SocketAck {
  ok: boolean;
  message?: string;
  data?: unknown;
}

/** What the server sends to the rooms. */
export interface DesignSocketEvents {
  newMessage: (message: MessageWire) => void;
  newConversation: (conversation: ConversationWire) => void;
}
export type DesignSocketEvent = keyof DesignSocketEvents;

/** What the page sends: a message to a conversation's room, a new conversation to the design's. */
export interface DesignSocketEmits {
  message: { room: string; message: MessageWire };
  newConversation: { room: string; conversation: ConversationWire };
}

export interface DesignSocket {
  /** True while the live connection is up. */
  connected: boolean;
  /** Listens to a server event (across reconnections); returns the function that stops listening. */
  on<E extends DesignSocketEvent>(event: E, listener: DesignSocketEvents[E]): () => void;
  /** Sends an event when connected (nothing is queued while down). */
  emit<E extends keyof DesignSocketEmits>(event: E, payload: DesignSocketEmits[E]): void;
  /** Joins a room now if connected, and again after every reconnection. */
  join(room: string): void;
}

/** Asks the site's `/api` door for a socket ticket (the bearer token never reaches the browser). */
export async function requestTicket(api: ApiClient): Promise<string> {
  const { data } = await api.post<DataResponse<RealtimeTicketWire>>('/realtime/ticket');
  return data.ticket;
}

const logAck = (room: string) => (reply: SocketAck | undefined) => {
  if (reply && !reply.ok) console.error(`Could not join a project-messages room: ${reply.message}`);
  return room;
};

/**
 * The live connection of one design page: made in the browser only (in an effect, never while the
 * server renders), to the run-time config's `socketUrl`, with a fresh ticket for every connection
 * attempt (socket.io calls `auth` again on each reconnection, which it makes by itself). It joins the
 * design's room and every room asked for, again after each reconnection (rooms belong to one
 * connection), and closes when the page goes.
 */
export function useDesignSocket(designId: number): DesignSocket {
  const connect = useContext(SocketFactoryContext);
  const { socketUrl } = usePublicConfig();
  const api = useApi();
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<SocketClient | null>(null);
  const connectedRef = useRef(false);
  /** The rooms to be in, and those joined on the current connection. */
  const wanted = useRef(new Set<string>());
  const joined = useRef(new Set<string>());
  const listeners = useRef(new Map<string, Set<(payload: unknown) => void>>());

  const joinNow = useCallback((room: string) => {
    const socket = socketRef.current;
    if (!socket || !connectedRef.current || joined.current.has(room)) return;
    joined.current.add(room);
    socket.emit('join', room, logAck(room));
  }, []);

  useEffect(() => {
    wanted.current = new Set([designRoom(designId)]);
    joined.current = new Set();
    const socket = connect(socketUrl, {
      withCredentials: true,
      auth: (send) => {
        requestTicket(api).then(
          (ticket) => send({ ticket }),
          (error: unknown) => {
            // Without a ticket the connection is anonymous: the rooms refuse it, nothing else breaks.
            console.error('No socket ticket:', error);
            send({});
          },
        );
      },
    });
    socketRef.current = socket;
    const up = (value: boolean) => {
      connectedRef.current = value;
      joined.current = new Set();
      setConnected(value);
    };
    const onConnect = () => {
      up(true);
      for (const room of wanted.current) joinNow(room);
    };
    const onDisconnect = () => up(false);
    const onConnectError = (error: unknown) => {
      up(false);
      console.error('The live connection failed:', error);
    };
    const relay = (event: DesignSocketEvent) => (payload: unknown) => {
      for (const listener of listeners.current.get(event) ?? []) listener(payload);
    };
    const onNewMessage = relay('newMessage');
    const onNewConversation = relay('newConversation');
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('newMessage', onNewMessage);
    socket.on('newConversation', onNewConversation);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('newMessage', onNewMessage);
      socket.off('newConversation', onNewConversation);
      socket.disconnect();
      socketRef.current = null;
      up(false);
    };
  }, [connect, socketUrl, api, designId, joinNow]);

  const on = useCallback(
    <E extends DesignSocketEvent>(event: E, listener: DesignSocketEvents[E]) => {
      const set = listeners.current.get(event) ?? new Set();
      listeners.current.set(event, set);
      const entry = listener as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    [],
  );

  const emit = useCallback(
    <E extends keyof DesignSocketEmits>(event: E, payload: DesignSocketEmits[E]) => {
      const socket = socketRef.current;
      if (!socket || !connectedRef.current) return;
      socket.emit(event, payload, (reply: SocketAck | undefined) => {
        if (reply && !reply.ok)
          console.error(`The live connection refused ${event}: ${reply.message}`);
      });
    },
    [],
  );

  const join = useCallback(
    (room: string) => {
      wanted.current.add(room);
      joinNow(room);
    },
    [joinNow],
  );

  return useMemo(() => ({ connected, on, emit, join }), [connected, on, emit, join]);
}
