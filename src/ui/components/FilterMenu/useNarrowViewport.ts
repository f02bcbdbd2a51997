import { useSyncExternalStore } from 'react';
import { breakpoints } from '#src/ui/theme/tokens.ts';

const query = `(max-width: ${breakpoints.md - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is under 768 px (docs/spec/features.md §9: a modal instead of a dropdown
 * there). False on the server and while hydrating, then the browser's answer.
 */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
