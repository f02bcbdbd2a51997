import type { MessageKey } from './catalogue.ts';
import { useNotify } from './NotificationProvider.tsx';
import { useFailureOnce } from './useFailureOnce.ts';

/**
 * Shows the catalogue toast `message` once when a load fails. SWR's retries keep the section failing
 * (each with a new error); the toast comes again only after a load has succeeded in between.
 */
export function useLoadFailureToast(error: unknown, message: MessageKey): void {
  const notify = useNotify();
  useFailureOnce(error, () => notify({ message }));
}
