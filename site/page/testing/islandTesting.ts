import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Test support for parts kept as the server rendered them until needed (`KeptUntilNeeded`): the
 * server's HTML, and an IntersectionObserver the test drives.
 */

/** The HTML the server sends for `element` (rendered with no `window`, as on the server). */
export function serverHtml(element: ReactNode): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** What the test observer watches; `enter()` reports every observed element as in view. */
export const observed: { callback?: IntersectionObserverCallback; targets: Element[] } = {
  targets: [],
};

/** An IntersectionObserver that reports only when the test calls `enter()`. */
export class TestObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.callback = callback;
  }
  observe(target: Element) {
    observed.targets.push(target);
  }
  disconnect() {}
}

/** Every observed element comes into view. */
export function enter(): void {
  observed.callback?.(
    observed.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    ),
    {} as IntersectionObserver,
  );
}
