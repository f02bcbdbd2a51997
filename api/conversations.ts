import { randomBytes } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type {
  ConversationSeenWire,
  ConversationUserWire,
  ConversationWire,
  MessageFileWire,
  MessageWire,
  RecipientPrefix,
  RecipientWire,
} from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { firstRow, groupBy, hasRow } from './db/rows.ts';
import type { UserRow } from './users.ts';

type Queryable = Database | Transaction;

/** Messages per page: the latest page comes with each conversation, `?before=` pages back. */
export const conversationPageSize = 20;

/**
 * What the viewer is on a design (the design's `acting_as`, docs/spec/platform.md §6: designer or
 * admin, or another value for the customer, here 'user'); null for someone not on it.
 */
export type DesignRole = 'designer' | 'admin' | 'artist' | 'user';

/** The people of a design: its customer, its designer (the order's coach) and its artist. */
export interface DesignPeople {
  id: number;
  status: string;
  customerId: number;
  designerId: number | null;
  artistId: number | null;
}

export async function findDesignPeople(
  db: Queryable,
  designId: number,
): Promise<DesignPeople | null> {
  const { rows } = await db.query<{
    id: number;
    status: string;
    user_id: number;
    coach_id: number | null;
    artist_id: number | null;
  }>(
    `SELECT d.id, d.status, d.user_id, o.coach_id, d.artist_id
     FROM designs d LEFT JOIN orders o ON o.id = d.order_id
     WHERE d.id = $1`,
    [designId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    customerId: row.user_id,
    designerId: row.coach_id,
    artistId: row.artist_id,
  };
}

/** The viewer's role on the design, or null when they are not on it. */
export function designRole(
  people: DesignPeople,
  user: Pick<UserRow, 'id' | 'role'>,
): DesignRole | null {
  if (user.id === people.designerId) return 'designer';
  if (user.role === 'admin') return 'admin';
  if (user.id === people.artistId) return 'artist';
  if (user.id === people.customerId) return 'user';
  return null;
}

/**
 * Who a role may start a conversation with (docs/spec/features.md §6): the designer messages the
 * customer and the artist; the artist and admins message anyone on the design; the customer messages
 * only the designer (listed, but a viewer acting as 'user' starts no conversation: mayStart).
 */
export function receiversFor(people: DesignPeople, role: DesignRole): Map<number, RecipientPrefix> {
  const customer: [number, RecipientPrefix] = [people.customerId, 'Customer'];
  const designer: [number | null, RecipientPrefix] = [people.designerId, 'Designer'];
  const artist: [number | null, RecipientPrefix] = [people.artistId, 'Artist'];
  const allowed = {
    user: [designer],
    designer: [customer, artist],
    artist: [customer, designer],
    admin: [customer, designer, artist],
  }[role];
  const receivers = new Map<number, RecipientPrefix>();
  for (const [id, prefix] of allowed)
    if (id !== null && !receivers.has(id)) receivers.set(id, prefix);
  return receivers;
}

/** docs/spec/features.md §6: a viewer whose acting_as is 'user' cannot start new conversations. */
export function mayStart(role: DesignRole): boolean {
  return role !== 'user';
}

/** The recipients select of the "new message" panel, in the order customer, designer, artist. */
export async function recipientsFor(
  db: Queryable,
  people: DesignPeople,
  viewer: Pick<UserRow, 'id' | 'role'>,
  role: DesignRole,
): Promise<RecipientWire[]> {
  const receivers = receiversFor(people, role);
  receivers.delete(viewer.id);
  if (receivers.size === 0) return [];
  const { rows } = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE id = ANY($1::int[])',
    [[...receivers.keys()]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...receivers].flatMap(([id, prefix]) => {
    const person = byId.get(id);
    return person
      ? [{ id, prefix, first_name: person.first_name, last_name: person.last_name }]
      : [];
  });
}

export interface ConversationRow {
  id: number;
  conversationable_id: number;
  closed: boolean;
  /** Its design's status: a closed design closes its conversations too. */
  design_status: string;
}

/** A conversation with its design's status (ConversationRow); the caller adds the WHERE. */
const conversationSelect = `SELECT c.id, c.conversationable_id, c.closed, d.status AS design_status
  FROM conversations c JOIN designs d ON d.id = c.conversationable_id`;

export async function findConversation(
  db: Queryable,
  designId: number,
  conversationId: number,
): Promise<ConversationRow | null> {
  return firstRow<ConversationRow>(
    db,
    `${conversationSelect} WHERE c.id = $1 AND c.conversationable_id = $2`,
    [conversationId, designId],
  );
}

/** A conversation by the name of its real-time room (src/lib/api/rooms.ts). */
export async function findConversationByRoom(
  db: Queryable,
  room: string,
): Promise<ConversationRow | null> {
  return firstRow<ConversationRow>(db, `${conversationSelect} WHERE c.room = $1`, [room]);
}

/** The design whose real-time room (src/lib/api/rooms.ts, designRoom) has this name, or null. */
export async function findDesignIdByRoom(db: Queryable, room: string): Promise<number | null> {
  if (!/^[0-9a-f]{64}$/.test(room)) return null;
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM designs WHERE encode(sha256(('design' || id::text)::bytea), 'hex') = $1`,
    [room],
  );
  return rows[0]?.id ?? null;
}

export const isConversationClosed = (conversation: ConversationRow) =>
  conversation.closed || conversation.design_status === 'closed';

export async function isParticipant(
  db: Queryable,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  return hasRow(
    db,
    'SELECT 1 FROM conversation_participants WHERE conversation_id = $1 AND user_id = $2',
    [conversationId, userId],
  );
}

/**
 * Whether someone on a design (`role`, from designRole) may read one of its conversations: its
 * participants, and admins (features.md §4). GET /designs/{id}/conversations/{conv} and the live rooms
 * (api/realtime.ts) ask this one rule.
 */
export async function mayReadConversation(
  db: Queryable,
  conversationId: number,
  userId: number,
  role: DesignRole,
): Promise<boolean> {
  return role === 'admin' || (await isParticipant(db, conversationId, userId));
}

export async function participantIds(db: Queryable, conversationId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id',
    [conversationId],
  );
  return rows.map((row) => row.user_id);
}

/** Where a message file is downloaded, through the site's /api door. */
export const messageFilePath = (key: string) => `/api/message-files/${key}`;

interface MessageRow {
  id: number;
  conversation_id: number;
  author_id: number | null;
  message: string;
  created_at: Date;
}

async function messagesWithFiles(db: Queryable, rows: MessageRow[]): Promise<MessageWire[]> {
  if (rows.length === 0) return [];
  const { rows: files } = await db.query<{
    id: number;
    message_id: number;
    key: string;
    name: string;
    content_type: string;
  }>(
    `SELECT id, message_id, key, name, content_type FROM message_files
     WHERE message_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((row) => row.id)],
  );
  const filesOf = groupBy(files, (file) => file.message_id);
  return rows.map((row) => ({
    id: row.id,
    conversation_id: row.conversation_id,
    author_id: row.author_id,
    message: row.message,
    created_at: row.created_at.toISOString(),
    files: (filesOf.get(row.id) ?? []).map((file): MessageFileWire => ({
      id: file.id,
      name: file.name,
      file_type: file.content_type,
      download: messageFilePath(file.key),
    })),
  }));
}

/** Whether the message is one of the conversation's. */
export async function isMessageOf(
  db: Queryable,
  messageId: number,
  conversationId: number,
): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM messages WHERE id = $1 AND conversation_id = $2', [
    messageId,
    conversationId,
  ]);
}

export async function findMessage(
  db: Queryable,
  conversationId: number,
  messageId: number,
): Promise<MessageWire | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, conversation_id, author_id, message, created_at FROM messages
     WHERE id = $1 AND conversation_id = $2`,
    [messageId, conversationId],
  );
  return (await messagesWithFiles(db, rows))[0] ?? null;
}

/**
 * A page of a conversation's messages, sorted by created_at (then id): the latest ones, or with
 * `beforeId` those before that message.
 */
async function messagePage(
  db: Queryable,
  conversationId: number,
  beforeId: number | null,
): Promise<MessageWire[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT m.id, m.conversation_id, m.author_id, m.message, m.created_at FROM messages m
     WHERE m.conversation_id = $1
       AND ($2::int IS NULL OR (m.created_at, m.id) < (
         SELECT b.created_at, b.id FROM messages b WHERE b.id = $2))
     ORDER BY m.created_at DESC, m.id DESC LIMIT $3`,
    [conversationId, beforeId, conversationPageSize],
  );
  return messagesWithFiles(db, rows.reverse());
}

/** Conversations as the wire has them, in the order of `ids`, each with a page of messages. */
export async function conversationsWire(
  db: Queryable,
  ids: number[],
  { beforeId = null }: { beforeId?: number | null } = {},
): Promise<ConversationWire[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: number;
    conversationable_id: number;
    closed: boolean;
    design_status: string;
    updated_at: Date;
    total_messages: number;
  }>(
    `SELECT c.id, c.conversationable_id, c.closed, d.status AS design_status, c.updated_at,
       (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS total_messages
     FROM conversations c JOIN designs d ON d.id = c.conversationable_id
     WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  const { rows: people } = await db.query<{
    conversation_id: number;
    id: number;
    first_name: string;
    last_name: string;
    last_seen: Date | null;
  }>(
    `SELECT p.conversation_id, u.id, u.first_name, u.last_name, p.last_seen
     FROM conversation_participants p JOIN users u ON u.id = p.user_id
     WHERE p.conversation_id = ANY($1::int[]) ORDER BY u.id`,
    [ids],
  );
  const usersOf = groupBy(people, (person) => person.conversation_id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const conversations: ConversationWire[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    conversations.push({
      id: row.id,
      conversationable_id: row.conversationable_id,
      users: (usersOf.get(row.id) ?? []).map((person): ConversationUserWire => ({
        id: person.id,
        first_name: person.first_name,
        last_name: person.last_name,
        pivot: { last_seen: person.last_seen?.toISOString() ?? null },
      })),
      messages: await messagePage(db, row.id, beforeId),
      total_messages: row.total_messages,
      closed: row.closed || row.design_status === 'closed' ? 1 : 0,
      updated_at: row.updated_at.toISOString(),
    });
  }
  return conversations;
}

/** The design's conversations the viewer sees, latest first: all of them for an admin. */
export async function conversationIdsFor(
  db: Queryable,
  designId: number,
  viewer: Pick<UserRow, 'id'>,
  role: DesignRole,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM conversations c
     WHERE c.conversationable_id = $1
       AND ($3 OR EXISTS (SELECT 1 FROM conversation_participants p
                          WHERE p.conversation_id = c.id AND p.user_id = $2))
     ORDER BY c.updated_at DESC, c.id DESC`,
    [designId, viewer.id, role === 'admin'],
  );
  return rows.map((row) => row.id);
}

/** A file to attach, already checked (type from its bytes, size under the limit). */
export interface MessageFileInput {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Writes a message, moves the conversation's updated_at, and counts it as seen by its author. */
export async function addMessage(
  tx: Queryable,
  conversationId: number,
  authorId: number,
  text: string,
  files: MessageFileInput[] = [],
): Promise<MessageWire> {
  const { rows } = await tx.query<MessageRow>(
    `INSERT INTO messages (conversation_id, author_id, message) VALUES ($1, $2, $3)
     RETURNING id, conversation_id, author_id, message, created_at`,
    [conversationId, authorId, text],
  );
  const row = rows[0]!;
  for (const file of files) {
    await tx.query(
      `INSERT INTO message_files (message_id, key, name, content_type, size, bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        row.id,
        randomBytes(24).toString('base64url'),
        file.name,
        file.contentType,
        file.bytes.length,
        file.bytes,
      ],
    );
  }
  await tx.query('UPDATE conversations SET updated_at = $2 WHERE id = $1', [
    conversationId,
    row.created_at,
  ]);
  await tx.query(
    `UPDATE conversation_participants SET last_seen = $3
     WHERE conversation_id = $1 AND user_id = $2`,
    [conversationId, authorId, row.created_at],
  );
  return (await messagesWithFiles(tx, [row]))[0]!;
}

/** Writes a new conversation of the design between the starter and the receivers; returns its id. */
export async function startConversation(
  db: Database,
  designId: number,
  starterId: number,
  receiverIds: number[],
  text: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO conversations (conversationable_id, started_by) VALUES ($1, $2) RETURNING id',
      [designId, starterId],
    );
    const id = rows[0]!.id;
    await tx.query(
      `INSERT INTO conversation_participants (conversation_id, user_id)
       SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [id, [starterId, ...receiverIds]],
    );
    await addMessage(tx, id, starterId, text);
    return id;
  });
}

/** The participant has seen the conversation now. */
export async function markSeen(
  db: Queryable,
  conversationId: number,
  userId: number,
): Promise<ConversationSeenWire> {
  const { rows } = await db.query<{ last_seen: Date }>(
    `UPDATE conversation_participants SET last_seen = now()
     WHERE conversation_id = $1 AND user_id = $2 RETURNING last_seen`,
    [conversationId, userId],
  );
  return {
    conversation_id: conversationId,
    user_id: userId,
    last_seen: rows[0]!.last_seen.toISOString(),
  };
}

/** A message file's bytes by the key of its address. */
export async function findMessageFile(
  db: Queryable,
  key: string,
): Promise<{ name: string; content_type: string; bytes: Uint8Array } | null> {
  return firstRow<{ name: string; content_type: string; bytes: Uint8Array }>(
    db,
    'SELECT name, content_type, bytes FROM message_files WHERE key = $1',
    [key],
  );
}

/** The refusals of the project-message calls and of the socket (docs/api/messages.md). */
export const conversationMessages = {
  designNotFound: 'Design not found',
  conversationNotFound: 'Conversation not found',
  notOnDesign: 'You are not part of this design.',
  notInConversation: 'You are not part of this conversation.',
  mayNotStart: 'You cannot start a conversation on this design.',
  closed: 'Messaging closed.',
  fileType: 'The file must be an image, pdf, doc, docx, txt or rtf file.',
  oneFile: 'Send one file per message.',
  receiverInvalid: 'You cannot message this person on this design.',
  beforeInvalid: 'The selected before is invalid.',
} as const;
