import type { Server, Socket } from 'socket.io';
import { conversationRoom, designRoom } from '#src/api/rooms.ts';
import { messageMaxLength, type ConversationWire, type MessageWire } from '#src/api/types.ts';
import { redeemRealtimeTicket } from './auth/realtimeTickets.ts';
import { bearerToken, ownerOfToken } from './auth/tokens.ts';
import {
  addMessage,
  designRole,
  findConversation,
  findConversationByRoom,
  findDesignIdByRoom,
  findDesignPeople,
  findMessage,
  isConversationClosed,
  isParticipant,
  mayReadConversation,
  type ConversationRow,
} from './conversations.ts';
import type { Database } from './db/database.ts';
import type { Presence } from './presence.ts';
import { conversationMessages } from './routes/conversations.ts';
import { findUserById } from './users.ts';

/** The refusals of the live connection's own (the others are the HTTP routes'). */
export const realtimeMessages = {
  roomRequired: 'A room name is required.',
  unknownRoom: 'Room not found.',
  unauthenticated: 'Unauthenticated.',
} as const;

/** A room name as a client sends it; only the names of src/api/rooms.ts are ever joined. */
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

/** Who a connection belongs to (its ticket's or token's person), kept in `socket.data`. */
interface SocketPerson {
  userId?: number;
}

type KnownRoom =
  { kind: 'conversation'; conversation: ConversationRow } | { kind: 'design'; designId: number };

/** The project-messages room with this name, if it is one: no other room exists. */
async function knownRoom(db: Database, room: string): Promise<KnownRoom | null> {
  const conversation = await findConversationByRoom(db, room);
  if (conversation) return { kind: 'conversation', conversation };
  const designId = await findDesignIdByRoom(db, room);
  return designId === null ? null : { kind: 'design', designId };
}

/**
 * Why the person may not be in a room now, or null when they may: the rules of the HTTP routes
 * (on the design; for a conversation, a participant or an admin), with the person read afresh, so a
 * changed role or a removed participant counts at once. A conversation's room answers every refusal
 * with the conversation's wording, a design's with the design's.
 */
async function refusal(
  db: Database,
  room: KnownRoom,
  userId: number | undefined,
): Promise<string | null> {
  const refused =
    room.kind === 'conversation'
      ? conversationMessages.notInConversation
      : conversationMessages.notOnDesign;
  const user = userId === undefined ? null : await findUserById(db, userId);
  if (!user) return refused;
  const designId =
    room.kind === 'conversation' ? room.conversation.conversationable_id : room.designId;
  const people = await findDesignPeople(db, designId);
  const role = people ? designRole(people, user) : null;
  if (!role) return refused;
  if (
    room.kind === 'conversation' &&
    !(await mayReadConversation(db, room.conversation.id, user.id, role))
  ) {
    return refused;
  }
  return null;
}

/**
 * Sends `event` to the connections in `roomName` whose person may be in `access` now (checked per
 * person, once per delivery), across every API process when the Redis adapter is on. Being in a
 * room is not enough: people leave conversations and lose roles while their connection stays open.
 * With `evict`, the others are taken out of the room.
 */
async function deliver(
  io: Server,
  db: Database,
  roomName: string,
  access: KnownRoom,
  event: string,
  payload: unknown,
  { evict }: { evict: boolean },
): Promise<void> {
  const sockets = await io.in(roomName).fetchSockets();
  const allowed = new Map<number | undefined, boolean>();
  for (const socket of sockets) {
    const { userId } = socket.data as SocketPerson;
    if (!allowed.has(userId)) allowed.set(userId, (await refusal(db, access, userId)) === null);
    if (allowed.get(userId)) socket.emit(event, payload);
    else if (evict) socket.leave(roomName);
  }
}

/** How the HTTP routes put project messages on the live connection. */
export interface ConversationBroadcast {
  /**
   * `newMessage` to the connections in the conversation's room whose person may still read it. Never
   * rejects: the message is stored, and a client that missed it sees it on its next load.
   */
  messageCreated(message: MessageWire): Promise<void>;
  /**
   * `newConversation` to the connections in the design's room whose person may read the new
   * conversation (its participants, admins): the others on the design never learn of it.
   */
  conversationStarted(conversation: ConversationWire): Promise<void>;
}

export function conversationBroadcast(
  io: Server,
  db: Database,
  log: (line: string) => void = () => {},
): ConversationBroadcast {
  const failed = (event: string) => (error: unknown) =>
    log(`${event} not delivered: ${error instanceof Error ? error.message : String(error)}`);
  return {
    async messageCreated(message) {
      try {
        const room = conversationRoom(message.conversation_id);
        const conversation = await findConversationByRoom(db, room);
        if (!conversation) return;
        await deliver(io, db, room, { kind: 'conversation', conversation }, 'newMessage', message, {
          evict: true,
        });
      } catch (error) {
        failed('newMessage')(error);
      }
    },
    async conversationStarted(wire) {
      try {
        const conversation = await findConversation(db, wire.conversationable_id, wire.id);
        if (!conversation) return;
        await deliver(
          io,
          db,
          designRoom(wire.conversationable_id),
          { kind: 'conversation', conversation },
          'newConversation',
          wire,
          { evict: false },
        );
      } catch (error) {
        failed('newConversation')(error);
      }
    },
  };
}

export interface RealtimeOptions {
  /** Where tickets, tokens and the rooms of project messages are checked. */
  db: Database;
  /** Told who is connected (coach cards' `online`). */
  presence?: Presence;
  /** Receives a line for each live delivery that failed. */
  log?: (line: string) => void;
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
 * The real-time side of project messages: clients join the rooms of the conversations and designs
 * they are part of, and the server delivers what happens in them. Every event takes an optional
 * acknowledgement callback.
 *
 * A client may identify itself with a socket ticket (`io(url, { auth: { ticket } })`, from
 * POST /realtime/ticket: how the browser does it) or its bearer token (`auth: { token }`): while such
 * a connection is open its person counts as online. A missing, unknown, used or expired ticket or
 * token, or one made while impersonating, leaves the connection anonymous: it joins nothing.
 *
 * The only rooms are those of project messages (a conversation's, a design's: src/api/rooms.ts), and
 * only their people may join them: a name the server does not know (a conversation that does not
 * exist yet, say) is refused, never a room of its own. Nothing a client sends is passed on as sent:
 * a `message` to a conversation's room is stored first, and every delivery checks each receiving
 * connection's person again (docs/api.md, "Real time").
 */
export function attachRealtime(io: Server, { db, presence, log }: RealtimeOptions): void {
  const broadcast = conversationBroadcast(io, db, log ?? ((line) => console.error(line)));

  io.use((socket, next) => {
    handshakeUserId(db, socket)
      .then(async (userId) => {
        if (userId === null) return;
        const user = await findUserById(db, userId);
        if (user) socket.data = { userId: user.id } satisfies SocketPerson;
      })
      .then(
        () => next(),
        () => next(),
      );
  });

  io.on('connection', (socket: Socket) => {
    const { userId } = (socket.data ?? {}) as SocketPerson;
    if (presence && userId !== undefined) {
      presence.add(userId);
      socket.on('disconnect', () => presence.remove(userId));
    }

    /**
     * The known room a signed-in connection names, or the reply refusing it. An anonymous connection
     * is answered the same for every name, without a look-up: it learns nothing of which exist.
     */
    async function roomFor(room: unknown): Promise<KnownRoom | { refused: string }> {
      if (!isRoom(room)) return { refused: realtimeMessages.roomRequired };
      if (userId === undefined) return { refused: realtimeMessages.unauthenticated };
      return (await knownRoom(db, room)) ?? { refused: realtimeMessages.unknownRoom };
    }

    socket.on(
      'join',
      guarded(async (room: unknown, reply) => {
        const known = await roomFor(room);
        if ('refused' in known) return reply?.({ ok: false, message: known.refused });
        const refused = await refusal(db, known, userId);
        if (refused) return reply?.({ ok: false, message: refused });
        await socket.join(room as string);
        reply?.({ ok: true });
      }),
    );

    socket.on('leave', async (room: unknown, ack?: unknown) => {
      if (!isRoom(room)) return ackOf(ack)?.({ ok: false, message: realtimeMessages.roomRequired });
      // A connection's own room (its id) is where the server reaches it: it stays in that one.
      if (room !== socket.id) await socket.leave(room);
      ackOf(ack)?.({ ok: true });
    });

    socket.on(
      'message',
      guarded(async (payload: { room?: unknown; message?: unknown } | null, reply) => {
        const known = await roomFor(payload?.room);
        if ('refused' in known) return reply?.({ ok: false, message: known.refused });
        if (known.kind === 'design') {
          return reply?.({ ok: false, message: "Messages go to a conversation's room." });
        }
        const refused = await refusal(db, known, userId);
        if (refused || userId === undefined) {
          return reply?.({ ok: false, message: refused ?? conversationMessages.notInConversation });
        }
        const { conversation } = known;
        // Already stored (the site relaying what POST answered): the server delivered it then.
        const storedId = storedMessageId(payload?.message);
        if (storedId !== null) {
          const stored = await findMessage(db, conversation.id, storedId);
          return stored
            ? reply?.({ ok: true, data: stored })
            : reply?.({ ok: false, message: 'Message not found' });
        }
        const text = messageText(payload?.message);
        if (typeof text !== 'string' || !text.trim()) {
          return reply?.({ ok: false, message: 'The message field is required.' });
        }
        if (text.trim().length > messageMaxLength) {
          return reply?.({
            ok: false,
            message: `The message must not be greater than ${messageMaxLength} characters.`,
          });
        }
        // Admins read every conversation of a design, but write only in their own (features.md §4).
        if (!(await isParticipant(db, conversation.id, userId))) {
          return reply?.({ ok: false, message: conversationMessages.notInConversation });
        }
        if (isConversationClosed(conversation)) {
          return reply?.({ ok: false, message: conversationMessages.closed });
        }
        const message = await db.transaction((tx) =>
          addMessage(tx, conversation.id, userId, text.trim()),
        );
        await broadcast.messageCreated(message);
        reply?.({ ok: true, data: message });
      }),
    );

    socket.on(
      'newConversation',
      guarded(async (payload: { room?: unknown } | null, reply) => {
        const known = await roomFor(payload?.room);
        if ('refused' in known) return reply?.({ ok: false, message: known.refused });
        if (known.kind === 'conversation') {
          return reply?.({ ok: false, message: "New conversations go to a design's room." });
        }
        // Never passed on: the server announced it when POST /designs/{id}/conversations created it.
        const refused = await refusal(db, known, userId);
        reply?.(refused ? { ok: false, message: refused } : { ok: true });
      }),
    );
  });
}
