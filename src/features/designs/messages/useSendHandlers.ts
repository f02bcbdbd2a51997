import type { FormEvent, KeyboardEvent } from 'react';

/** Enter sends; Shift+Enter starts a new line (and Enter while an input method composes is its own). */
export const isSendKey = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

/**
 * The two ways a message form sends: submitting it (the Send button) and Enter in its textarea. Both
 * stop the browser's own action (a page load, a new line) and call `send`. Named as a hook because
 * it is called while rendering with a `send` that uses refs: React's rules accept that of a hook only.
 */
export function useSendHandlers(send: () => Promise<void>) {
  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void send();
    },
    onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
      if (!isSendKey(event)) return;
      event.preventDefault();
      void send();
    },
  };
}
