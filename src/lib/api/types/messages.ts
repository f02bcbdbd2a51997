// Wire types of a design's conversations and messages.

/*
 * Project messages (docs/api/messages.md; docs/spec/features.md §2.12, §3): conversations on
 * a design between its customer, designer, artist and admins. Real-time room names: src/lib/api/rooms.ts.
 */

/** A participant of a conversation; `pivot.last_seen` is when they last opened it (null: never). */
export interface ConversationUserWire {
  id: number;
  first_name: string;
  last_name: string;
  pivot: { last_seen: string | null };
}

/** A file attached to a message; `download` is its address through the site's /api door. */
export interface MessageFileWire {
  id: number;
  name: string;
  /** Its media type, e.g. `application/pdf`, `image/png`. */
  file_type: string;
  download: string;
}

/** A message; `message` is '' when it carries files only. */
export interface MessageWire {
  id: number;
  conversation_id: number;
  /** null once the author's account is deleted. */
  author_id: number | null;
  message: string;
  created_at: string;
  files: MessageFileWire[];
}

/**
 * A conversation: GET /designs/{id}/conversations → { data: ConversationWire[] } (latest first, each
 * with its latest page of messages); GET /designs/{id}/conversations/{conv}?before= → { data } with an
 * older page; POST /designs/{id}/conversations → 201 { data }. `messages` are sorted by created_at.
 */
export interface ConversationWire {
  id: number;
  /** The design's id. */
  conversationable_id: number;
  users: ConversationUserWire[];
  messages: MessageWire[];
  total_messages: number;
  /** 1: read-only (closed, or its design is closed). */
  closed: 0 | 1;
  updated_at: string;
}

/** POST /designs/{id}/conversations: who to message (user ids) and the first message. */
export interface NewConversationRequest {
  receivers: number[];
  message: string;
}

/** POST /designs/{id}/conversations/{conv} with no message and no file → { data }: seen now. */
export interface ConversationSeenWire {
  conversation_id: number;
  user_id: number;
  last_seen: string;
}

export type RecipientPrefix = 'Customer' | 'Designer' | 'Artist';

/** Someone the viewer may start a conversation with: GET /designs/{id}/recipients → { data }. */
export interface RecipientWire {
  id: number;
  prefix: RecipientPrefix;
  first_name: string;
  last_name: string;
}

/** Message attachments must be under 5 MB (docs/spec/features.md §5, §9). */
export const messageFileBytes = 5_000_000;

export const messageFileTooLarge =
  'The file you are attempting to upload is too large, it must be less than 5MB';

/** What a message may attach: images, pdf, doc, docx, txt, rtf (by name; the API also checks the bytes). */
export const messageFileExtensions = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
  'txt',
  'rtf',
] as const;

/** The longest message text, in characters. */
export const messageMaxLength = 5000;
