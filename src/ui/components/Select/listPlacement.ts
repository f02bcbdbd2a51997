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
 * The list's scroll arrows (ScrollArrow.tsx) come and go as it scrolls, and each makes the list
 * shorter or longer at its top or bottom edge:
 * - what the list shows stays where it was: when its top edge moves inside its frame, the list
 *   scrolls by as much;
 * - the option in focus, if it was in view, stays in view. Opening on the chosen option, the last
 *   one (UTC, the zone a browser in UTC guesses), Radix scrolls it into the list; then the arrows
 *   came and it ended below the list's visible end, focused and out of sight.
 * An option in focus that the person has scrolled away from (with a finger, say) is left where it
 * is: bringing it back made the list jump (ScrollArrow.tsx).
 */
export function keepOptionsInPlace(viewport: HTMLDivElement | null) {
  if (!viewport || typeof ResizeObserver === 'undefined') return;
  const topInFrame = () =>
    viewport.getBoundingClientRect().top -
    (viewport.parentElement?.getBoundingClientRect().top ?? 0);
  const focusedOption = () => {
    const focused = viewport.ownerDocument.activeElement;
    return focused instanceof HTMLElement && viewport.contains(focused) ? focused : null;
  };
  const inView = (option: HTMLElement) => {
    const { top, bottom } = option.getBoundingClientRect();
    const list = viewport.getBoundingClientRect();
    return top >= list.top - 1 && bottom <= list.bottom + 1;
  };
  let top = topInFrame();
  let focusedInView = false;
  const note = () => {
    const option = focusedOption();
    focusedInView = option !== null && inView(option);
  };
  const observer = new ResizeObserver(() => {
    const now = topInFrame();
    if (now !== top) viewport.scrollTop += now - top;
    top = now;
    const option = focusedOption();
    if (option && focusedInView && !inView(option)) option.scrollIntoView({ block: 'nearest' });
    note();
  });
  viewport.addEventListener('scroll', note);
  viewport.addEventListener('focusin', note);
  observer.observe(viewport);
  return () => {
    observer.disconnect();
    viewport.removeEventListener('scroll', note);
    viewport.removeEventListener('focusin', note);
  };
}
