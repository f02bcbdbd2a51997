import { useEffect } from 'react';

/**
 * A space typed into the open list never scrolls it. Radix lets the space of a search under way
 * ('new y' for New York) through to the browser, whose keyboard scrolling (smooth in Chromium) then
 * carries the list a page on, past the option the search has just focused. Listening on the window,
 * after Radix's own handlers have read the key.
 */
export function useSpaceNeverScrollsTheList(open: boolean, listboxId: string) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof Node)) return;
      const frame = document.getElementById(listboxId)?.parentElement;
      if (frame?.contains(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, listboxId]);
}
