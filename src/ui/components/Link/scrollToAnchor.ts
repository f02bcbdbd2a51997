/**
 * Spec: in-page '#' links scroll smoothly. Scrolls to the element with `id` (instantly when the
 * person prefers reduced motion), moves focus there so keyboard and screen-reader users land on it
 * too, and puts the anchor in the address bar. Returns false when there is no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;

  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });

  // A heading or section is not focusable by default: tabindex -1 lets it take focus from script only.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });

  // replaceState (not pushState, not the router): the router would jump to the anchor instantly.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return true;
}
