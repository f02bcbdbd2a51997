import { expect, type Locator, type Page } from './fixtures.ts';
import { expectFocusInSight, focused, type FocusedElement } from './keyboard.ts';

// Steps the keyboard journeys (keyboard-journeys*.spec.ts) share, on top of e2e/keyboard.ts.

/** The widths the journeys run at: a desktop, and a phone (one column, the header's phone layout). */
export const journeyViewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/**
 * Expects focus on `target` (once it gets there: content may still be loading), in sight: not the
 * page, inside the window, not under the sticky header.
 */
export async function expectFocusOn(
  page: Page,
  target: Locator,
  what: string,
): Promise<FocusedElement> {
  try {
    await expect(target, `${what}: focus should be here`).toBeFocused({ timeout: 10_000 });
  } catch (error) {
    // Where focus is instead: a journey that fails only on a loaded machine says what it saw.
    const current = await focused(page).catch(() => null);
    const where = current ? `${current.tag} "${current.name}"` : 'unknown';
    throw new Error(`${what}: focus is on ${where}\n${String(error)}`);
  }
  return expectFocusInSight(page, what);
}

/**
 * Scrolls the window (as a wheel or a swipe would) so that `element`'s top edge sits under the
 * sticky header: where an element a script then focuses is hidden unless the page scrolls it out.
 */
export async function scrollUnderHeader(element: Locator): Promise<void> {
  await element.evaluate((node) => {
    const header = [...document.querySelectorAll('header')].find(
      (candidate) => getComputedStyle(candidate).position === 'sticky',
    );
    const height = header?.getBoundingClientRect().height ?? 0;
    const { top } = node.getBoundingClientRect();
    window.scrollBy({ top: top - height / 2, behavior: 'instant' });
  });
  await expect
    .poll(() => element.evaluate((node) => Math.round(node.getBoundingClientRect().top)))
    .toBeLessThan(60);
}

/** The size of an element's box, for target sizes (WCAG 2.5.8: at least 24 by 24 CSS pixels). */
export async function targetSize(element: Locator): Promise<{ width: number; height: number }> {
  const box = await element.boundingBox();
  expect(box, 'the target has a box').not.toBeNull();
  return { width: Math.floor(box!.width), height: Math.floor(box!.height) };
}
