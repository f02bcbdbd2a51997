import { describe, expect, it } from 'vitest';
import {
  isClosed,
  isUnread,
  latestLine,
  mergeMessages,
  sortMessages,
  type ConversationSummary,
  type MessageSummary,
} from './conversationRules.ts';

const message = (id: number, created_at: string, text = `message ${id}`, files: unknown[] = []) =>
  ({ id, created_at, message: text, files }) satisfies MessageSummary;

const conversation = (
  lastSeen: string | null,
  messages: MessageSummary[] = [message(1, '2026-11-20T10:00:00Z')],
): ConversationSummary => ({
  users: [
    { id: 7, pivot: { last_seen: lastSeen } },
    { id: 9, pivot: { last_seen: '2026-11-20T12:00:00Z' } },
  ],
  messages,
});

describe('unread conversations', () => {
  it('is unread for a viewer who has never opened it', () => {
    expect(isUnread(conversation(null), 7)).toBe(true);
  });

  it('is unread when the latest message came after the viewer last looked', () => {
    const later = [message(1, '2026-11-20T10:00:00Z'), message(2, '2026-11-21T09:00:00Z')];
    expect(isUnread(conversation('2026-11-20T11:00:00Z', later), 7)).toBe(true);
  });

  it('is read when the viewer looked after the latest message', () => {
    expect(isUnread(conversation('2026-11-20T10:00:01Z'), 7)).toBe(false);
    // Each participant has their own marker.
    expect(isUnread(conversation(null), 9)).toBe(false);
  });

  it('has nothing unread without messages', () => {
    expect(isUnread(conversation(null, []), 7)).toBe(false);
  });
});

describe('a conversation’s latest line', () => {
  it('reads the latest text, File Upload for files only, or No messages yet', () => {
    expect(
      latestLine(
        conversation(null, [
          message(2, '2026-11-21T09:00:00Z', 'Here is the plan'),
          message(1, '2026-11-20T09:00:00Z', 'Hello'),
        ]),
      ),
    ).toBe('Here is the plan');
    expect(
      latestLine(conversation(null, [message(3, '2026-11-21T09:00:00Z', '', [{ id: 1 }])])),
    ).toBe('File Upload');
    expect(latestLine(conversation(null, []))).toBe('No messages yet');
  });
});

describe('messages', () => {
  it('sorts by created_at and merges live and older pages once each', () => {
    const older = [message(1, '2026-11-20T09:00:00Z'), message(2, '2026-11-20T10:00:00Z')];
    const shown = [message(3, '2026-11-21T09:00:00Z'), message(2, '2026-11-20T10:00:00Z')];
    expect(mergeMessages(shown, older).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(
      sortMessages([message(5, '2026-11-21T09:00:00Z'), message(4, '2026-11-21T09:00:00Z')]).map(
        (item) => item.id,
      ),
    ).toEqual([4, 5]);
  });

  it('treats the closed flag 1 or true as closed', () => {
    expect(isClosed({ closed: 1 })).toBe(true);
    expect(isClosed({ closed: true })).toBe(true);
    expect(isClosed({ closed: 0 })).toBe(false);
    expect(isClosed({ closed: null })).toBe(false);
  });
});
