import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { conversationRoom } from '#src/lib/api/rooms.ts';
import type { ConversationWire, DataResponse, MessageWire } from '#src/lib/api/types.ts';
import { mergeMessages } from '../conversationRules.ts';
import type { DesignSocket } from './useDesignSocket.ts';

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(value) ? 0 : value;
};
const later = (a: string | null, b: string) => (a !== null && time(a) >= time(b) ? a : b);

/** When a conversation last moved: its `updated_at`, or its newest message if that came later. */
export function lastActivity(conversation: ConversationWire): number {
  return Math.max(
    time(conversation.updated_at),
    ...conversation.messages.map((message) => time(message.created_at)),
  );
}

/** Newest activity first (the API's order, kept as messages arrive live). */
export function orderConversations(conversations: readonly ConversationWire[]): ConversationWire[] {
  return [...conversations].sort((a, b) => lastActivity(b) - lastActivity(a) || b.id - a.id);
}

/** Adds a conversation, or replaces the one with its id: never twice. */
export function withConversation(
  conversations: readonly ConversationWire[],
  conversation: ConversationWire,
): ConversationWire[] {
  return orderConversations([
    ...conversations.filter((known) => known.id !== conversation.id),
    conversation,
  ]);
}

/**
 * Adds messages to a conversation, each once, sorted by `created_at`. New messages (`fresh`: sent or
 * arriving live) count towards `total_messages`, move `updated_at`, and their author has seen them
 * (docs/api/messages.md: "a message's author has seen it"); an older page only fills in the past.
 */
export function withMessages(
  conversation: ConversationWire,
  incoming: readonly MessageWire[],
  { fresh }: { fresh: boolean },
): ConversationWire {
  const known = new Set(conversation.messages.map((message) => message.id));
  const added = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (added.length === 0) return conversation;
  const messages = mergeMessages(conversation.messages, added);
  if (!fresh) return { ...conversation, messages };
  let { updated_at } = conversation;
  let users = conversation.users;
  for (const message of added) {
    updated_at = later(updated_at, message.created_at);
    users = users.map((user) =>
      user.id === message.author_id
        ? { ...user, pivot: { last_seen: later(user.pivot.last_seen, message.created_at) } }
        : user,
    );
  }
  return {
    ...conversation,
    messages,
    users,
    updated_at,
    total_messages: conversation.total_messages + added.length,
  };
}

export interface ConversationsState {
  /** The viewer's conversations of the design, newest activity first; undefined until loaded. */
  conversations: ConversationWire[] | undefined;
  isLoading: boolean;
  /** Loading failed (logged only, docs/spec/features.md §8). */
  failed: boolean;
  /** A conversation the viewer started, or one announced live. */
  addConversation(conversation: ConversationWire): void;
  /** Messages sent or arriving live. */
  addMessages(conversationId: number, messages: readonly MessageWire[]): void;
  /** The page of messages before the oldest one shown; resolves to how many came. */
  loadOlder(conversationId: number): Promise<number>;
  /** Marks the conversation seen by the viewer (`POST` with no data), and shows it so. */
  markSeen(conversationId: number, viewerId: number): Promise<void>;
}

const swrOptions = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  onError: (error: unknown) => console.error('Project messages could not be loaded:', error),
} as const;

/**
 * A design's conversations (`GET /designs/{id}/conversations`, through SWR), kept up to date by the
 * live connection: `newMessage` and `newConversation` are merged in by id, so a message the page sent
 * and then hears again (or a relay of it) shows once. Every conversation's room is joined.
 */
export function useConversations(designId: number, socket: DesignSocket): ConversationsState {
  const api = useApi();
  const path = `/designs/${designId}/conversations`;
  const { data, error, isLoading, mutate } = useSWR(
    path,
    async () => orderConversations((await api.get<DataResponse<ConversationWire[]>>(path)).data),
    swrOptions,
  );

  // An answer that comes after the page has gone (a seen mark, an older page) changes nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback(
    (change: (conversations: ConversationWire[]) => ConversationWire[]) => {
      if (!mounted.current) return;
      mutate((current) => (current ? change(current) : current), { revalidate: false }).catch(
        (error: unknown) => console.error('Project messages could not be updated:', error),
      );
    },
    [mutate],
  );

  const addConversation = useCallback(
    (conversation: ConversationWire) => {
      if (conversation.conversationable_id !== designId) return;
      update((current) => withConversation(current, conversation));
    },
    [designId, update],
  );

  const addMessages = useCallback(
    (conversationId: number, messages: readonly MessageWire[]) => {
      update((current) =>
        orderConversations(
          current.map((conversation) =>
            conversation.id === conversationId
              ? withMessages(conversation, messages, { fresh: true })
              : conversation,
          ),
        ),
      );
    },
    [update],
  );

  const loadOlder = useCallback(
    async (conversationId: number) => {
      const oldest = data?.find((conversation) => conversation.id === conversationId)?.messages[0];
      const response = await api.get<DataResponse<ConversationWire>>(
        `${path}/${conversationId}`,
        oldest ? { before: oldest.id } : undefined,
      );
      const older = response.data.messages;
      update((current) =>
        current.map((conversation) =>
          conversation.id === conversationId
            ? withMessages(conversation, older, { fresh: false })
            : conversation,
        ),
      );
      return older.length;
    },
    [api, data, path, update],
  );

  const markSeen = useCallback(
    async (conversationId: number, viewerId: number) => {
      const response = await api.upload<DataResponse<{ last_seen: string }>>(
        `${path}/${conversationId}`,
        new FormData(),
      );
      const seen = response.data.last_seen;
      update((current) =>
        current.map((conversation) =>
          conversation.id === conversationId
            ? {
                ...conversation,
                users: conversation.users.map((user) =>
                  user.id === viewerId ? { ...user, pivot: { last_seen: seen } } : user,
                ),
              }
            : conversation,
        ),
      );
    },
    [api, path, update],
  );

  // Live events, merged by id.
  const { on, join } = socket;
  useEffect(() => on('newConversation', addConversation), [on, addConversation]);
  useEffect(
    () => on('newMessage', (message) => addMessages(message.conversation_id, [message])),
    [on, addMessages],
  );

  // Every conversation's room: its new messages reach the page.
  const roomKey = (data ?? []).map((conversation) => conversation.id).join(',');
  useEffect(() => {
    for (const id of roomKey ? roomKey.split(',') : []) join(conversationRoom(Number(id)));
  }, [roomKey, join]);

  return useMemo(
    () => ({
      conversations: data,
      isLoading,
      failed: Boolean(error),
      addConversation,
      addMessages,
      loadOlder,
      markSeen,
    }),
    [data, isLoading, error, addConversation, addMessages, loadOlder, markSeen],
  );
}
