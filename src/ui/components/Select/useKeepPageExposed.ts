import { useLayoutEffect } from 'react';

/**
 * Keeps the rest of the page in the accessibility tree while the list is open. Radix Select is
 * modal: on opening it sets `aria-hidden` on every branch of the document but the list's (the
 * aria-hidden package's hideOthers, marking each with `data-aria-hidden`), and has no option to
 * stop it. A list box is not a dialog: a native select hides nothing, and hiding the page leaves its
 * links and fields focusable yet hidden (axe `aria-hidden-focus`) and the page without its heading
 * (`page-has-heading-one`). Keyboard focus stays in the list all the same (Radix traps it there
 * until Escape, Enter or a click). Only what Radix newly hid is shown again: whatever was hidden
 * before (the page behind a dialog) keeps its `aria-hidden`, and Radix's own clean-up on closing
 * finds nothing left to remove.
 */
export function useKeepPageExposed(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    const observer = new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        const wasShown = oldValue === null || oldValue === 'false';
        if (!(target instanceof Element) || !wasShown) continue;
        if (!target.hasAttribute('data-aria-hidden')) continue;
        if (oldValue === null) target.removeAttribute('aria-hidden');
        else target.setAttribute('aria-hidden', oldValue);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributeFilter: ['aria-hidden'],
      attributeOldValue: true,
    });
    return () => observer.disconnect();
  }, [open]);
}
