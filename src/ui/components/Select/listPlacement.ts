/**
 * Where the open list goes in the document: into the field's dialog, or else its landmark (`main`…),
 * so that the list is part of the region the field is in (axe `region`) and of the dialog it sits
 * in, and not a stray branch at the end of the body. The list is `position: fixed`, so it is drawn
 * over everything whatever its parent, as long as no ancestor is a containing block (a transform).
 */
export const dialogs = 'dialog, [role="dialog"], [role="alertdialog"]';
const landmarks =
  'main, header, footer, nav, aside, [role="main"], [role="banner"], [role="contentinfo"], [role="navigation"], [role="complementary"]';

export function listContainer(trigger: HTMLElement | null): HTMLElement | undefined {
  return (
    trigger?.closest<HTMLElement>(dialogs) ?? trigger?.closest<HTMLElement>(landmarks) ?? undefined
  );
}

/**
 * The bottom edge of the sticky site header in the window (lower than its height while the bar
 * above it is still in view), or 0 on a page without one: a list that opens upwards stops below the
 * header rather than covering it, and the option in focus is never behind or over it.
 */
export function stickyHeaderBottom(): number {
  for (const header of document.querySelectorAll('header')) {
    if (!['sticky', 'fixed'].includes(getComputedStyle(header).position)) continue;
    const { top, bottom } = header.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) return bottom;
  }
  return 0;
}

/**
 * Radix scrolls the chosen option into the list as it opens, but the list can still change size
 * after that, while it is being placed (the room left below the field): the last option (UTC, the
 * zone a browser in UTC guesses) ended below the list's visible end, focused and out of sight.
 * Whenever the list changes size, the option in focus is brought back into it. The scroll arrows
 * lie over the list (ScrollArrow.tsx) and never change its size, so scrolling never sets this off:
 * a list scrolled away from the option in focus stays where it was scrolled.
 */
export function keepFocusedOptionInView(viewport: HTMLDivElement | null) {
  if (!viewport || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    const focused = viewport.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && viewport.contains(focused)) {
      focused.scrollIntoView({ block: 'nearest' });
    }
  });
  observer.observe(viewport);
  return () => observer.disconnect();
}
