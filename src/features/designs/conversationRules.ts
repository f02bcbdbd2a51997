// Project messages' rules that need no screen (docs/spec/features.md §2.12, §4, §6): who has not
// seen a conversation yet, what its latest line reads, and in which order messages show.

/** What the rules read of a conversation (a subset of its wire shape). */
export interface ConversationSummary {
  users: readonly { id: number; pivot?: { last_seen?: string | null } | null }[];
  messages: readonly MessageSummary[];
  closed?: boolean | number | null;
  updated_at?: string | null;
}

export interface MessageSummary {
  id: number;
  message?: string | null;
  created_at: string;
  files?: readonly unknown[] | null;
}

/** §2.12's words for a conversation's latest line. */
export const conversationWording = {
  fileOnly: 'File Upload',
  empty: 'No messages yet',
} as const;

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(value) ? null : value;
};

/** Messages oldest first, by `created_at` (then id, for messages of the same second). */
export function sortMessages<T extends MessageSummary>(messages: readonly T[]): T[] {
  return [...messages].sort(
    (a, b) => (time(a.created_at) ?? 0) - (time(b.created_at) ?? 0) || a.id - b.id,
  );
}

/** The newest message, or null. */
export function latestMessage<T extends MessageSummary>(messages: readonly T[]): T | null {
  return sortMessages(messages).at(-1) ?? null;
}

/**
 * §4: a conversation is unread for the viewer when their `last_seen` is empty or older than the
 * latest message. A conversation without messages has nothing to read.
 */
export function isUnread(conversation: ConversationSummary, viewerId: number): boolean {
  const latest = latestMessage(conversation.messages);
  if (!latest) return false;
  const me = conversation.users.find((user) => user.id === viewerId);
  const seen = time(me?.pivot?.last_seen);
  if (seen === null) return true;
  return seen < (time(latest.created_at) ?? 0);
}

/** The latest line of a conversation in the list: its text, 'File Upload', or 'No messages yet'. */
export function latestLine(conversation: ConversationSummary): string {
  const latest = latestMessage(conversation.messages);
  if (!latest) return conversationWording.empty;
  const text = latest.message?.trim();
  if (text) return text;
  return (latest.files?.length ?? 0) > 0 ? conversationWording.fileOnly : conversationWording.empty;
}

/** A closed conversation (the flag may come as 1 or true) is read-only. */
export function isClosed(conversation: Pick<ConversationSummary, 'closed'>): boolean {
  return conversation.closed === true || conversation.closed === 1;
}

/** Adds messages that came live or from an older page, once each, in order. */
export function mergeMessages<T extends MessageSummary>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map<number, T>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return sortMessages([...byId.values()]);
}
