import { useLayoutEffect, useRef, useState } from 'react';

/** The grid's focus targets and requests, as `useCardGridFocus` gives them. */
export type CardGridFocus = ReturnType<typeof useCardGridFocus>;

/**
 * Where focus goes once the cards 'Load more' or 'Clear all filters' asked for are in: the first new
 * card, counted from the cards shown before. 'Clear all filters' stays (busy) until then, so focus
 * never drops to the page while the cards load.
 */
export function useCardGridFocus({ settled }: { settled: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const clearAllButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<{ from: number; by: 'loadMore' | 'clearAll' } | null>(null);
  const [clearing, setClearing] = useState(false);
  if (clearing && settled) setClearing(false);

  // Before the browser paints: a button that went with the load (the last page, no filters left)
  // took focus with it, and the page must not be shown with nothing focused.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request || !settled) return;
    focusRequest.current = null;
    const button = (request.by === 'loadMore' ? loadMoreButton : clearAllButton).current;
    const here = document.activeElement;
    // Only when the person is still where they pressed (or on the page, the button having gone).
    if (here !== button && here !== document.body && here !== null) return;
    // The new card's title link (its first control); else, when none came, the button or Try again.
    const card = list.current?.children[request.from];
    const target =
      card?.querySelector<HTMLElement>('a[href], button') ??
      (button?.isConnected ? button : retryButton.current);
    target?.focus();
  }, [settled]);

  /** 'Load more' was pressed with `shown` cards on the page: focus goes to the first new one. */
  function focusAfterLoadMore(shown: number) {
    focusRequest.current = { from: shown, by: 'loadMore' };
  }

  /** 'Clear all filters' was pressed: it stays busy, then focus goes to the first card. */
  function focusAfterClearAll() {
    focusRequest.current = { from: 0, by: 'clearAll' };
    setClearing(true);
  }

  return {
    list,
    loadMoreButton,
    clearAllButton,
    retryButton,
    clearing,
    focusAfterLoadMore,
    focusAfterClearAll,
  };
}
