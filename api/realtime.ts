import type { Server, Socket } from 'socket.io';

/** Rooms are opaque names chosen by the site (hashes of 'designConversation' plus an id). */
function isRoom(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

type Ack = (reply: { ok: boolean; message?: string }) => void;
const ackOf = (value: unknown): Ack | undefined =>
  typeof value === 'function' ? (value as Ack) : undefined;

/**
 * The real-time relay used by project messages: clients join rooms; a message or a new conversation
 * sent to a room reaches everyone in it (the sender too). Every event takes an optional
 * acknowledgement callback.
 */
export function attachRealtime(io: Server): void {
  io.on('connection', (socket: Socket) => {
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
