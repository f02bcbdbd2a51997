/**
 * Clicks and submits made before React has hydrated the page (docs/decisions/030).
 *
 * `holdEarlyClicks` is written into the head of every page as an inline script (its source text, see
 * `earlyClicksScript`; the server writes it, the browser's bundle leaves it out), so it must stay
 * self-contained: no imports, no outer names, plain ES2017.
 * Until `<html data-hydrated>`:
 * - a click on a control that needs React (a button that is not a form's submit button, an element
 *   with a button-like role, an `<a>` without href) is stopped before anything sees it and held;
 * - a submit of a form that has no `action` (one only script handles) is stopped and held; a form
 *   with an action (React Router's `<Form>` to a route action) is sent natively;
 * - links with an href, native form controls and everything else go on as usual.
 * A held control shows it is busy (`aria-busy="true"` and `data-early-click`, styled in
 * earlyClicks.css.ts). Once the page is hydrated, each held control that React has taken over (it
 * carries React's props) gets its click (or its form's submit) again, in order — a menu button, which
 * opens on the press, gets a press first; one React never takes
 * over within `claimWithinMs` (a section left as server HTML) is let go with nothing done.
 */
export function holdEarlyClicks(win: Window & typeof globalThis, claimWithinMs = 5000): void {
  const doc = win.document;
  const root = doc.documentElement;
  const busyMark = 'data-early-click';
  interface Held {
    element: HTMLElement;
    submitter: HTMLElement | null;
    path: number[];
    tag: string;
    busy: string | null;
  }
  const held: Held[] = [];
  const isHydrated = () => root.hasAttribute('data-hydrated');
  const controls =
    'a[href],button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],a,input[type="button"]';

  // Where the element sits (child indexes from <html>), to find it again should hydration replace it.
  const pathOf = (element: Element) => {
    const path: number[] = [];
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return path;
  };
  const atPath = (path: number[]) => {
    let node: Element | undefined = root;
    for (const index of path) node = node?.children[index];
    return node;
  };
  const claimed = (element: Element) =>
    Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);

  const hold = (event: Event, element: HTMLElement, submitter: HTMLElement | null) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.some((entry) => entry.element === element)) return;
    const shown = submitter ?? element;
    held.push({
      element,
      submitter,
      path: pathOf(element),
      tag: element.tagName,
      busy: shown.getAttribute('aria-busy'),
    });
    shown.setAttribute('aria-busy', 'true');
    shown.setAttribute(busyMark, '');
  };

  const onClick = (event: MouseEvent) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const element = event.target.closest<HTMLElement>(controls);
    if (!element || element.matches('a[href]')) return;
    const form = (element as HTMLButtonElement).form;
    // A submit button's click goes on: it becomes a submit event, which the next listener judges.
    if (form && element.matches('button:not([type]),button[type="submit"]')) return;
    hold(event, element, null);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (isHydrated() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    hold(event, form, event.submitter);
  };

  const replay = (entry: Held, started: number) => {
    let element: Element | undefined = entry.element;
    if (!element.isConnected) element = atPath(entry.path);
    const found = element && element.tagName === entry.tag ? (element as HTMLElement) : null;
    if (found && !claimed(found) && Date.now() - started < claimWithinMs) {
      win.setTimeout(() => replay(entry, started), 50);
      return;
    }
    const shown = entry.submitter ?? entry.element;
    shown.removeAttribute(busyMark);
    if (entry.busy === null) shown.removeAttribute('aria-busy');
    else shown.setAttribute('aria-busy', entry.busy);
    if (!found || !claimed(found)) return;
    if (found instanceof HTMLFormElement) {
      const submitter =
        entry.submitter && entry.submitter.isConnected && found.contains(entry.submitter)
          ? entry.submitter
          : null;
      found.requestSubmit(submitter);
    } else {
      // A menu button opens on the press, not on the click (Radix's dropdown menu, the account menu):
      // it is pressed first. Its click then does nothing more.
      if (
        found.getAttribute('aria-haspopup') === 'menu' &&
        typeof win.PointerEvent === 'function'
      ) {
        found.dispatchEvent(
          new win.PointerEvent('pointerdown', {
            bubbles: true,
            cancelable: true,
            composed: true,
            button: 0,
            buttons: 1,
            isPrimary: true,
            pointerType: 'mouse',
          }),
        );
      }
      found.click();
    }
  };

  const release = () => {
    if (!isHydrated()) return;
    observer.disconnect();
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    // After the hydrating task: React's effects have run and its listeners are in place.
    win.setTimeout(() => {
      const started = Date.now();
      held.splice(0).forEach((entry) => replay(entry, started));
    }, 0);
  };
  const observer = new MutationObserver(release);
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
}

/** The inline script: `holdEarlyClicks` run on the page's window. */
export function earlyClicksScript(): string {
  return `(${holdEarlyClicks.toString()})(window)`;
}
