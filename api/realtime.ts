import type { Server, Socket } from 'socket.io';
import { bearerToken, ownerOfToken } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import type { Presence } from './presence.ts';

/** Rooms are opaque names chosen by the site (hashes of 'designConversation' plus an id). */
function isRoom(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

type Ack = (reply: { ok: boolean; message?: string }) => void;
const ackOf = (value: unknown): Ack | undefined =>
  typeof value === 'function' ? (value as Ack) : undefined;

/** The bearer token a client sent when connecting: `auth: { token }`, or an Authorization header. */
function handshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.trim()) {
    return bearerToken(`Bearer ${auth.token.trim().replace(/^Bearer\s+/i, '')}`);
  }
  return bearerToken(socket.handshake.headers.authorization);
}

export interface RealtimeOptions {
  /** Where tokens are checked; without it every connection is anonymous. */
  db?: Database;
  /** Told who is connected (coach cards' `online`). */
  presence?: Presence;
}

/**
 * The real-time relay used by project messages: clients join rooms; a message or a new conversation
 * sent to a room reaches everyone in it (the sender too). Every event takes an optional
 * acknowledgement callback.
 *
 * A client may identify itself with its bearer token (`io(url, { auth: { token } })`): while such a
 * connection is open its person counts as online. A missing, unknown or expired token, or an
 * impersonation token, leaves the connection anonymous; the relay works the same either way.
 */
export function attachRealtime(io: Server, { db, presence }: RealtimeOptions = {}): void {
  if (db) {
    io.use((socket, next) => {
      const token = handshakeToken(socket);
      if (!token) return next();
      ownerOfToken(db, token).then(
        (owner) => {
          if (owner && owner.impersonatorId === null) socket.data.userId = owner.userId;
          next();
        },
        () => next(),
      );
    });
  }

  io.on('connection', (socket: Socket) => {
    const userId = socket.data.userId as number | undefined;
    if (presence && userId !== undefined) {
      presence.add(userId);
      socket.on('disconnect', () => presence.remove(userId));
    }

    socket.on('join', async (room: unknown, ack?: unknown) => {
      if (!isRoom(room)) return ackOf(ack)?.({ ok: false, message: 'A room name is required.' });
      await socket.join(room);
      ackOf(ack)?.({ ok: true });
    });

    socket.on('leave', async (room: unknown, ack?: unknown) => {
      if (!isRoom(room)) return ackOf(ack)?.({ ok: false, message: 'A room name is required.' });
      await socket.leave(room);
      ackOf(ack)?.({ ok: true });
    });

    socket.on('message', (payload: { room?: unknown; message?: unknown } | null, ack?: unknown) => {
      if (!isRoom(payload?.room))
        return ackOf(ack)?.({ ok: false, message: 'A room name is required.' });
      io.to(payload.room).emit('newMessage', payload.message);
      ackOf(ack)?.({ ok: true });
    });

    socket.on(
      'newConversation',
      (payload: { room?: unknown; conversation?: unknown } | null, ack?: unknown) => {
        if (!isRoom(payload?.room)) {
          return ackOf(ack)?.({ ok: false, message: 'A room name is required.' });
        }
        io.to(payload.room).emit('newConversation', payload.conversation);
        ackOf(ack)?.({ ok: true });
      },
    );
  });
}
