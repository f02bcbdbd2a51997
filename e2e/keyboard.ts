import { expect, type Page } from '@playwright/test';
import { formatAxeViolations, runAxe } from './support.ts';

// What every keyboard journey checks (e2e/keyboard-*.spec.ts): where focus is after an action, that
// it is in sight (not on the page, not under the sticky header, not outside the window), the names
// Tab passes through, and axe over a widget while it is open.

export interface FocusedElement {
  /** `tagName` in lower case, or `body` / `html` when nothing has focus. */
  tag: string;
  role: string | null;
  /** The accessible name as a person hears it, near enough: aria-label, labelled-by text, or text. */
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The bottom edge of the sticky site header (0 without one, or for an element inside it). */
  headerBottom: number;
  viewportHeight: number;
  viewportWidth: number;
}

/** The element that has focus now, its name and box, and the sticky header's bottom edge. */
export function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const labelledBy = element.getAttribute('aria-labelledby');
    const labelled = labelledBy
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label =
      element.getAttribute('aria-label') ??
      labelled ??
      // <label for> names inputs and buttons alike (a radio drawn as a button, say).
      ('labels' in element && element.labels instanceof NodeList
        ? element.labels[0]?.textContent
        : null) ??
      element.textContent ??
      '';
    const box = element.getBoundingClientRect();
    // The site header: the first `header` whose position is sticky (or fixed).
    const header = [...document.querySelectorAll('header')].find((candidate) =>
      ['sticky', 'fixed'].includes(getComputedStyle(candidate).position),
    );
    const headerBox = header?.getBoundingClientRect();
    // The header does not cover its own controls, nor a layer above it (a dialog, a drawer): it
    // counts only where it is what the eye sees at the element's top edge.
    const probeX = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const probeY = Math.min(Math.max(box.top + 1, 0), window.innerHeight - 1);
    const seen = document.elementFromPoint(probeX, probeY);
    const notCovered =
      header !== undefined &&
      (header.contains(element) ||
        (seen !== null && !header.contains(seen) && element.contains(seen)));
    const headerSticks = headerBox !== undefined && !notCovered;
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: label.replace(/\s+/g, ' ').trim(),
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      // What is in the header itself (its links, the account menu) cannot be under it.
      headerBottom:
        headerSticks && headerBox.top <= 0 && !header?.contains(element) ? headerBox.bottom : 0,
      viewportHeight: window.innerHeight,
      viewportWidth: window.innerWidth,
    };
  });
}

/**
 * Focus sits on an element of the page's content, not on the page itself (`body`), and can be
 * seen: inside the window and not covered by the sticky header (WCAG 2.4.11).
 * `what` says in the message which action should have put it there.
 */
export async function expectFocusInSight(page: Page, what: string): Promise<FocusedElement> {
  // Focus moves and scrolling settle within a frame or two of the action.
  await page.waitForTimeout(50);
  let current = await focused(page);
  await expect
    .poll(
      async () => {
        current = await focused(page);
        return current.tag;
      },
      { message: `${what}: focus fell to the page`, timeout: 3_000 },
    )
    .not.toMatch(/^(body|html)$/);
  await expect
    .poll(
      async () => {
        current = await focused(page);
        const hidden = current.top < current.headerBottom - 1 && current.bottom > 0;
        const outside = current.bottom <= 0 || current.top >= current.viewportHeight;
        return hidden ? 'under the header' : outside ? 'outside the window' : 'in sight';
      },
      {
        message: `${what}: focused ${current.tag} "${current.name}" is not in sight`,
        timeout: 3_000,
      },
    )
    .toBe('in sight');
  return current;
}

/** Presses Tab `count` times and returns the name (or tag) of each element reached, in order. */
export async function tabThrough(page: Page, count: number, key = 'Tab'): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(key);
    const element = await focused(page);
    names.push(element.name || element.tag);
  }
  return names;
}

/**
 * Runs axe over the page while a widget is open (a select's list, a dialog, a menu): the same rule
 * sets as every page. `include` limits the run to the widget and what it covers when the page's
 * other parts were checked already.
 */
export async function expectNoAxeViolationsOpen(
  page: Page,
  widget: string,
  include?: string,
): Promise<void> {
  const results = await runAxe(page, include);
  expect(
    results.violations.map((violation) => violation.id),
    `axe violations with ${widget} open:\n${formatAxeViolations(results.violations)}`,
  ).toEqual([]);
}
