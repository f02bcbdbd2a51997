// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationRoom, designRoom, sha256Hex } from '#src/lib/api/rooms.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('room names', () => {
  it('hash like node:crypto, so the browser and the API name the same rooms', () => {
    const texts = ['', 'abc', 'designConversation7', 'ü → 🌱', 'x'.repeat(55), 'y'.repeat(56)];
    for (const text of [...texts, 'z'.repeat(64), 'w'.repeat(1000)]) {
      expect(sha256Hex(text)).toBe(nodeSha256(text));
    }
  });

  it("name a conversation's room from 'designConversation' plus its id", () => {
    expect(conversationRoom(7)).toBe(nodeSha256('designConversation7'));
  });

  it('never give a design and a conversation with the same id the same room', () => {
    expect(designRoom(7)).toBe(nodeSha256('design7'));
    expect(designRoom(7)).not.toBe(conversationRoom(7));
  });
});
