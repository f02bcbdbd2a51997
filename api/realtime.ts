import type { Server, Socket } from 'socket.io';
import { conversationRoom, designRoom } from '#src/api/rooms.ts';
import { messageMaxLength, type ConversationWire, type MessageWire } from '#src/api/types.ts';
import { redeemRealtimeTicket } from './auth/realtimeTickets.ts';
import { bearerToken, ownerOfToken } from './auth/tokens.ts';
import {
  addMessage,
  designRole,
  findConversationByRoom,
  findDesignIdByRoom,
  findDesignPeople,
  findMessage,
  isConversationClosed,
  isParticipant,
  type ConversationRow,
} from './conversations.ts';
import type { Database } from './db/database.ts';
import type { Presence } from './presence.ts';
import { conversationMessages } from './routes/conversations.ts';
import { findUserById } from './users.ts';

/** Rooms are opaque names chosen by the site (src/api/rooms.ts for project messages). */
function isRoom(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

type Ack = (reply: { ok: boolean; message?: string; data?: MessageWire }) => void;
const ackOf = (value: unknown): Ack | undefined =>
  typeof value === 'function' ? (value as Ack) : undefined;

/**
 * An event handler whose failure (the database closing under it, say) is answered
 * `{ ok: false, message: 'Server Error' }` instead of becoming an unhandled rejection, which would
 * stop the process.
 */
function guarded<P>(
  handler: (payload: P, ack: Ack | undefined) => Promise<unknown>,
): (payload: P, ack?: unknown) => void {
  return (payload, ack) => {
    const reply = ackOf(ack);
    handler(payload, reply).catch(() => reply?.({ ok: false, message: 'Server Error' }));
  };
}

/** The bearer token a client sent when connecting: `auth: { token }`, or an Authorization header. */
function handshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.trim()) {
    return bearerToken(`Bearer ${auth.token.trim().replace(/^Bearer\s+/i, '')}`);
  }
  return bearerToken(socket.handshake.headers.authorization);
}

/** The socket ticket a browser sent when connecting (`auth: { ticket }`, from POST /realtime/ticket). */
function handshakeTicket(socket: Socket): string | null {
  const auth = socket.handshake.auth as { ticket?: unknown } | undefined;
  const ticket = typeof auth?.ticket === 'string' ? auth.ticket.trim() : '';
  return ticket && ticket.length <= 200 ? ticket : null;
}

/**
 * The person a connection's ticket or token stands for, or null: unknown, used or expired, or made
 * while an admin impersonates them (an admin acting as someone does not make them online, nor speak
 * for them live). A ticket, when sent, is the only credential read.
 */
async function handshakeUserId(db: Database, socket: Socket): Promise<number | null> {
  const ticket = handshakeTicket(socket);
  if (ticket) {
    const owner = await redeemRealtimeTicket(db, ticket);
    return owner && !owner.impersonated ? owner.userId : null;
  }
  const token = handshakeToken(socket);
  if (!token) return null;
  const owner = await ownerOfToken(db, token);
  return owner && owner.impersonatorId === null ? owner.userId : null;
}

/** Who a connection belongs to (its token's owner), kept in `socket.data`. */
interface SocketPerson {
  userId?: number;
  role?: string;
}

/** How the HTTP routes put project messages on the live connection. */
export interface ConversationBroadcast {
  /** `newMessage` to the conversation's room. */
  messageCreated(message: MessageWire): void;
  /**
   * `newConversation` to the connections in the design's room whose person takes part in it (or is an
   * admin): the others on the design never learn of it.
   */
  conversationStarted(conversation: ConversationWire): Promise<void>;
}

export function conversationBroadcast(
  io: Server,
  log: (line: string) => void = () => {},
): ConversationBroadcast {
  return {
    messageCreated(message) {
      io.to(conversationRoom(message.conversation_id)).emit('newMessage', message);
    },
    async conversationStarted(conversation) {
      const participants = new Set(conversation.users.map((user) => user.id));
      try {
        // Across every API process when the Redis adapter is on.
        const sockets = await io.in(designRoom(conversation.conversationable_id)).fetchSockets();
        for (const socket of sockets) {
          const person = socket.data as SocketPerson;
          if (person.userId === undefined) continue;
          if (participants.has(person.userId) || person.role === 'admin') {
            socket.emit('newConversation', conversation);
          }
        }
      } catch (error) {
        // The conversation is stored; a live client sees it on its next load.
        log(
          `newConversation not delivered: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}

export interface RealtimeOptions {
  /** Where tokens and project-message rooms are checked; without it, a plain relay. */
  db?: Database;
  /** Told who is connected (coach cards' `online`). */
  presence?: Presence;
}

type KnownRoom =
  { kind: 'conversation'; conversation: ConversationRow } | { kind: 'design'; designId: number };

/** The project-messages room with this name, if it is one. */
async function knownRoom(db: Database, room: string): Promise<KnownRoom | null> {
  const conversation = await findConversationByRoom(db, room);
  if (conversation) return { kind: 'conversation', conversation };
  const designId = await findDesignIdByRoom(db, room);
  return designId === null ? null : { kind: 'design', designId };
}

/** Why the person may not be in a known room, or null when they may. */
async function refusal(
  db: Database,
  room: KnownRoom,
  person: SocketPerson,
): Promise<string | null> {
  const { userId, role } = person;
  if (room.kind === 'conversation') {
    if (userId === undefined) return conversationMessages.notInConversation;
    if (role === 'admin' || (await isParticipant(db, room.conversation.id, userId))) return null;
    return conversationMessages.notInConversation;
  }
  const people = await findDesignPeople(db, room.designId);
  if (userId === undefined || !people || !designRole(people, { id: userId, role: role ?? '' })) {
    return conversationMessages.notOnDesign;
  }
  return null;
}

/** The text of a client's `message` payload: a string, or `{ message: string }`. */
function messageText(message: unknown): unknown {
  if (message && typeof message === 'object') return (message as { message?: unknown }).message;
  return message;
}

/** The `id` a client's `message` payload carries: a message already stored (sent over HTTP). */
function storedMessageId(message: unknown): number | null {
  const id = message && typeof message === 'object' ? (message as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The real-time side of project messages, and a relay for any other room: clients join rooms; a
 * message or a new conversation sent to a room reaches everyone in it (the sender too). Every event
 * takes an optional acknowledgement callback.
 *
 * A client may identify itself with a socket ticket (`io(url, { auth: { ticket } })`, from
 * POST /realtime/ticket: how the browser does it) or its bearer token (`auth: { token }`): while such
 * a connection is open its person counts as online. A missing, unknown, used or expired ticket or
 * token, or one made while impersonating, leaves the connection anonymous.
 *
 * The rooms of project messages (a conversation's, a design's: src/api/rooms.ts) are guarded: only
 * the people of the conversation (admins too) or of the design may join, and a `message` sent to a
 * conversation's room is stored before it is delivered (docs/api.md, "Real time").
 */
export function attachRealtime(io: Server, { db, presence }: RealtimeOptions = {}): void {
  if (db) {
    io.use((socket, next) => {
      handshakeUserId(db, socket)
        .then(async (userId) => {
          if (userId === null) return;
          const user = await findUserById(db, userId);
          if (user) socket.data = { userId: user.id, role: user.role } satisfies SocketPerson;
        })
        .then(
          () => next(),
          () => next(),
        );
    });
  }

  io.on('connection', (socket: Socket) => {
    const person = (socket.data ?? {}) as SocketPerson;
    const { userId } = person;
    if (presence && userId !== undefined) {
      presence.add(userId);
      socket.on('disconnect', () => presence.remove(userId));
    }

    socket.on(
      'join',
      guarded(async (room: unknown, reply) => {
        if (!isRoom(room)) return reply?.({ ok: false, message: 'A room name is required.' });
        const known = db ? await knownRoom(db, room) : null;
        const refused = db && known ? await refusal(db, known, person) : null;
        if (refused) return reply?.({ ok: false, message: refused });
        await socket.join(room);
        reply?.({ ok: true });
      }),
    );

    socket.on('leave', async (room: unknown, ack?: unknown) => {
      if (!isRoom(room)) return ackOf(ack)?.({ ok: false, message: 'A room name is required.' });
      await socket.leave(room);
      ackOf(ack)?.({ ok: true });
    });

    socket.on(
      'message',
      guarded(async (payload: { room?: unknown; message?: unknown } | null, reply) => {
        if (!isRoom(payload?.room)) {
          return reply?.({ ok: false, message: 'A room name is required.' });
        }
        const known = db ? await knownRoom(db, payload.room) : null;
        if (!db || !known) {
          io.to(payload.room).emit('newMessage', payload.message);
          return reply?.({ ok: true });
        }
        if (known.kind === 'design') {
          return reply?.({ ok: false, message: "Messages go to a conversation's room." });
        }
        const refused = await refusal(db, known, person);
        if (refused || userId === undefined) {
          return reply?.({ ok: false, message: refused ?? conversationMessages.notInConversation });
        }
        const { conversation } = known;
        // Already stored (the site relaying what POST answered): the server delivered it then.
        const storedId = storedMessageId(payload.message);
        if (storedId !== null) {
          const stored = await findMessage(db, conversation.id, storedId);
          return stored
            ? reply?.({ ok: true, data: stored })
            : reply?.({ ok: false, message: 'Message not found' });
        }
        const text = messageText(payload.message);
        if (typeof text !== 'string' || !text.trim()) {
          return reply?.({ ok: false, message: 'The message field is required.' });
        }
        if (text.trim().length > messageMaxLength) {
          return reply?.({
            ok: false,
            message: `The message must not be greater than ${messageMaxLength} characters.`,
          });
        }
        if (!(await isParticipant(db, conversation.id, userId))) {
          return reply?.({ ok: false, message: conversationMessages.notInConversation });
        }
        if (isConversationClosed(conversation)) {
          return reply?.({ ok: false, message: conversationMessages.closed });
        }
        const message = await db.transaction((tx) =>
          addMessage(tx, conversation.id, userId, text.trim()),
        );
        io.to(payload.room).emit('newMessage', message);
        reply?.({ ok: true, data: message });
      }),
    );

    socket.on(
      'newConversation',
      guarded(async (payload: { room?: unknown; conversation?: unknown } | null, reply) => {
        if (!isRoom(payload?.room)) {
          return reply?.({ ok: false, message: 'A room name is required.' });
        }
        const known = db ? await knownRoom(db, payload.room) : null;
        if (!db || !known) {
          io.to(payload.room).emit('newConversation', payload.conversation);
          return reply?.({ ok: true });
        }
        if (known.kind === 'conversation') {
          return reply?.({ ok: false, message: "New conversations go to a design's room." });
        }
        // The server announced it when POST /designs/{id}/conversations created it.
        const refused = await refusal(db, known, person);
        reply?.(refused ? { ok: false, message: refused } : { ok: true });
      }),
    );
  });
}
