import { describe, expect, it } from 'vitest';
import {
  closedConversation,
  emptyConversation,
  maya,
  message,
  openConversation,
} from './testing/messagesFixtures.ts';
import { orderConversations, withConversation, withMessages } from './useConversations.ts';
import { recipientLabel } from './useRecipients.ts';

describe('the conversation list', () => {
  it('puts the conversation with the newest activity first', () => {
    const ordered = orderConversations([closedConversation, emptyConversation, openConversation]);
    expect(ordered.map((conversation) => conversation.id)).toEqual([1, 2, 4]);
  });

  it('adds a conversation once, replacing the one with its id', () => {
    const once = withConversation([openConversation], { ...openConversation, total_messages: 9 });
    expect(once).toHaveLength(1);
    expect(once[0]!.total_messages).toBe(9);
  });
});

describe('adding messages to a conversation', () => {
  const reply = message(9, 1, maya, 'Noted!', '2026-11-25T18:00:00.000Z');

  it('adds a new message once, counts it, moves the conversation and marks its author as having seen it', () => {
    const once = withMessages(openConversation, [reply, reply], { fresh: true });
    expect(withMessages(once, [reply], { fresh: true })).toBe(once);
    expect(once.messages.map((known) => known.id)).toEqual([1, 2, 9]);
    expect(once.total_messages).toBe(3);
    expect(once.updated_at).toBe('2026-11-25T18:00:00.000Z');
    expect(once.users.find((user) => user.id === maya.id)!.pivot.last_seen).toBe(
      '2026-11-25T18:00:00.000Z',
    );
  });

  it('fills in an older page without counting it or moving the conversation', () => {
    const older = message(0, 1, maya, 'Welcome!', '2026-11-20T10:00:00.000Z');
    const filled = withMessages(openConversation, [older], { fresh: false });
    expect(filled.messages.map((known) => known.id)).toEqual([0, 1, 2]);
    expect(filled.total_messages).toBe(2);
    expect(filled.updated_at).toBe(openConversation.updated_at);
  });
});

describe('a recipient option', () => {
  it('reads its prefix, then the first and last name', () => {
    expect(recipientLabel({ prefix: 'Designer', first_name: 'Maya', last_name: 'Okafor' })).toBe(
      'Designer: Maya Okafor',
    );
  });
});
