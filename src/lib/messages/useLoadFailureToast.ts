import { useEffect, useRef } from 'react';
import type { MessageKey } from './catalogue.ts';
import { useNotify } from './NotificationProvider.tsx';

/**
 * Shows the catalogue toast `message` once when a load fails. SWR's retries keep the section failing
 * (each with a new error); the toast comes again only after a load has succeeded in between.
 */
export function useLoadFailureToast(error: unknown, message: MessageKey): void {
  const notify = useNotify();
  const failing = useRef(false);
  useEffect(() => {
    if (!error) {
      failing.current = false;
      return;
    }
    if (failing.current) return;
    failing.current = true;
    notify({ message });
  }, [error, message, notify]);
}
