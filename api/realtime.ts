import type { Server, Socket } from 'socket.io';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import { messageMaxLength, type ConversationWire, type MessageWire } from '#src/lib/api/types.ts';
import { redeemRealtimeTicket } from './auth/realtimeTickets.ts';
import { bearerToken, liveTokenIds, onTokenEnded, ownerOfToken } from './auth/tokens.ts';
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
import { conversationMessages } from './conversations.ts';
import { findUserById } from './users.ts';

/** The refusals of the live connection's own (the others are the HTTP routes'). */
export const realtimeMessages = {
  roomRequired: 'A room name is required.',
  unknownRoom: 'Room not found.',
  unauthenticated: 'Unauthenticated.',
} as const;

/** A room name as a client sends it; only the names of src/lib/api/rooms.ts are ever joined. */
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
 * The session (token) a connection's ticket or token belongs to, and its person: none for an unknown,
 * used or expired one; no person for one made while an admin impersonates them (an admin acting as
 * someone does not make them online, nor speak for them live), though the connection still ends with
 * the impersonation. A ticket, when sent, is the only credential read.
 */
async function handshakeSession(
  db: Database,
  socket: Socket,
): Promise<{ tokenId: number; userId: number | null } | null> {
  const ticket = handshakeTicket(socket);
  if (ticket) {
    const owner = await redeemRealtimeTicket(db, ticket);
    return owner && { tokenId: owner.tokenId, userId: owner.impersonated ? null : owner.userId };
  }
  const token = handshakeToken(socket);
  if (!token) return null;
  const owner = await ownerOfToken(db, token);
  return (
    owner && {
      tokenId: owner.tokenId,
      userId: owner.impersonatorId === null ? owner.userId : null,
    }
  );
}

/**
 * Who a connection belongs to, kept in `socket.data` (which `fetchSockets()` reads on every API
 * process): its person, and the session (token) it was opened with, in which database.
 */
interface SocketPerson {
  userId?: number;
  tokenId?: number;
  /** The identity of the database the token is in (`database_identity`, migration 014). */
  database?: string;
}

const databaseIdentities = new WeakMap<Database, Promise<string>>();

/**
 * This database's identity, read once. Token ids are unique within a database only; processes on
 * one Redis may each have their own (the reference API's in-memory copies).
 */
function databaseIdentity(db: Database): Promise<string> {
  let identity = databaseIdentities.get(db);
  if (!identity) {
    identity = db
      .query<{ id: string }>('SELECT id FROM database_identity')
      .then(({ rows }) => rows[0]!.id);
    databaseIdentities.set(db, identity);
    // A failed read (the database closing) is tried again next time, not remembered.
    identity.catch(() => databaseIdentities.delete(db));
  }
  return identity;
}

/**
 * The room of every connection opened with one token (the session's), on every API process: a logout
 * disconnects it. Named by the token's row, never by the token or its hash.
 */
export function sessionRoom(database: string, tokenId: number): string {
  return `session:${database}:${tokenId}`;
}

/**
 * Whether the connection's session may still be taken as live: its token is among `live` (those of
 * this database found live). A connection of another database is ended by its own process when its
 * token goes; one that names no session is no signed-in connection.
 */
function sessionLive(person: SocketPerson, database: string, live: Set<number>): boolean {
  if (person.tokenId === undefined) return false;
  return person.database !== database || live.has(person.tokenId);
}

/** Why an event was refused; `ended` when the connection's session is over. */
interface Refusal {
  refused: string;
  ended?: boolean;
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
 * With `evict`, the others are taken out of the room. A connection whose session is over (its token
 * revoked or expired: one query for all) hears nothing and is disconnected; a logout has normally
 * disconnected it already.
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
  const database = await databaseIdentity(db);
  const people = sockets.map((socket) => (socket.data ?? {}) as SocketPerson);
  const live = await liveTokenIds(
    db,
    people.flatMap(({ tokenId, database: of }) =>
      of === database && tokenId !== undefined ? [tokenId] : [],
    ),
  );
  const allowed = new Map<number | undefined, boolean>();
  for (const [index, socket] of sockets.entries()) {
    const person = people[index]!;
    if (!sessionLive(person, database, live)) {
      socket.disconnect(true);
      continue;
    }
    const { userId } = person;
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
 * token, or one made while impersonating, leaves the connection anonymous: it joins nothing. The
 * connection belongs to the session of the token (the one the ticket was asked with) and is
 * disconnected when that token is revoked.
 *
 * The only rooms are those of project messages (a conversation's, a design's: src/lib/api/rooms.ts), and
 * only their people may join them: a name the server does not know (a conversation that does not
 * exist yet, say) is refused, never a room of its own. Nothing a client sends is passed on as sent:
 * a `message` to a conversation's room is stored first, and every delivery checks each receiving
 * connection's person again (docs/api/realtime.md).
 */
export function attachRealtime(io: Server, { db, presence, log }: RealtimeOptions): void {
  const report = log ?? ((line) => console.error(line));
  const broadcast = conversationBroadcast(io, db, report);
  const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

  // A session that ends (a logout, a password reset, an impersonation ended) ends its connections:
  // the room is disconnected on every API process (the Redis adapter passes it on).
  databaseIdentity(db).catch(() => {}); // read now, so a logout does not wait for it
  onTokenEnded(db, (tokenId) => {
    databaseIdentity(db).then(
      (database) => io.in(sessionRoom(database, tokenId)).disconnectSockets(true),
      (error) => report(`Connections of an ended session not disconnected: ${failure(error)}`),
    );
  }).catch((error) =>
    report(`Live connections will not end with their session: ${failure(error)}`),
  );

  io.use((socket, next) => {
    handshakeSession(db, socket)
      .then(async (session) => {
        if (!session) return;
        const person: SocketPerson = {
          tokenId: session.tokenId,
          database: await databaseIdentity(db),
        };
        const user = session.userId === null ? null : await findUserById(db, session.userId);
        if (user) person.userId = user.id;
        socket.data = person;
      })
      .then(
        () => next(),
        () => next(),
      );
  });

  /** Whether the connection's own session (opened on this process, so in this database) is live. */
  async function ownSessionLive({ tokenId, database }: SocketPerson): Promise<boolean> {
    if (tokenId === undefined || database === undefined) return false;
    return sessionLive({ tokenId, database }, database, await liveTokenIds(db, [tokenId]));
  }

  io.on('connection', (socket: Socket) => {
    const person = (socket.data ?? {}) as SocketPerson;
    const { userId } = person;
    if (presence && userId !== undefined) {
      presence.add(userId);
      socket.on('disconnect', () => presence.remove(userId));
    }
    const ownRoom =
      person.tokenId !== undefined && person.database !== undefined
        ? sessionRoom(person.database, person.tokenId)
        : null;
    if (ownRoom) {
      // In the session's room first, then asked again: a logout between the handshake and now is
      // caught either way (its announcement finds the connection in the room, or the question finds
      // the token gone).
      Promise.resolve(socket.join(ownRoom))
        .then(() => ownSessionLive(person))
        .then(
          (live) => live || socket.disconnect(true),
          () => socket.disconnect(true),
        );
    }

    /**
     * The known room a signed-in connection names, or the reply refusing it. An anonymous connection
     * is answered the same for every name, without a look-up: it learns nothing of which exist.
     */
    async function roomFor(room: unknown): Promise<KnownRoom | Refusal> {
      if (!isRoom(room)) return { refused: realtimeMessages.roomRequired };
      if (userId === undefined) return { refused: realtimeMessages.unauthenticated };
      // Its session is over (its token expired; a revoked one has disconnected it already).
      if (!(await ownSessionLive(person))) {
        return { refused: realtimeMessages.unauthenticated, ended: true };
      }
      return (await knownRoom(db, room)) ?? { refused: realtimeMessages.unknownRoom };
    }

    /** Answers a refusal; a connection whose session is over is disconnected once told. */
    function refuse({ refused, ended }: Refusal, reply: Ack | undefined): void {
      reply?.({ ok: false, message: refused });
      if (ended) socket.disconnect(true);
    }

    socket.on(
      'join',
      guarded(async (room: unknown, reply) => {
        const known = await roomFor(room);
        if ('refused' in known) return refuse(known, reply);
        const refused = await refusal(db, known, userId);
        if (refused) return reply?.({ ok: false, message: refused });
        await socket.join(room as string);
        reply?.({ ok: true });
      }),
    );

    socket.on('leave', async (room: unknown, ack?: unknown) => {
      if (!isRoom(room)) return ackOf(ack)?.({ ok: false, message: realtimeMessages.roomRequired });
      // A connection's own rooms (its id, its session's) are how the server reaches it: it stays.
      if (room !== socket.id && room !== ownRoom) await socket.leave(room);
      ackOf(ack)?.({ ok: true });
    });

    socket.on(
      'message',
      guarded(async (payload: { room?: unknown; message?: unknown } | null, reply) => {
        const known = await roomFor(payload?.room);
        if ('refused' in known) return refuse(known, reply);
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
        if ('refused' in known) return refuse(known, reply);
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
