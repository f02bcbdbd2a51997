import { expect, test, type Locator, type Page } from './fixtures.ts';
import type { GimmeDatRequest } from '../src/lib/api/types.ts';
import { expectFocusInSight, expectNoAxeViolationsOpen, focused, tabThrough } from './keyboard.ts';
import { gotoHydrated } from './support.ts';

// The region picker of the directories (a dropdown from 768 px, a modal dialog below) and the US
// map it holds, used from the keyboard only. The windows are short on purpose: a phone and a
// laptop, where a panel of this height has to fit or scroll inside.
const windows = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** The region each card call filtered by, in order. */
function regionRequests(page: Page): (string[] | undefined)[] {
  const regions: (string[] | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gimme-dat/')) {
      regions.push((request.postDataJSON() as GimmeDatRequest).query?.region);
    }
  });
  return regions;
}

const grid = (page: Page) => page.locator('[data-section-type="card-grid"]').first();

/**
 * The picker has finished opening (no animation left) and lies wholly inside the window; in these
 * windows it also shows all it holds (the map shrinks to leave room for the rest) without scrolling.
 */
async function expectInWindow(picker: Locator, what: string): Promise<void> {
  await expect(picker).toBeVisible();
  const box = await picker.evaluate(async (element) => {
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
    const { top, bottom, left, right } = element.getBoundingClientRect();
    const hidden = element.scrollHeight - element.clientHeight;
    return {
      top,
      bottom,
      left,
      right,
      hidden,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
  const inside =
    box.top >= 0 && box.left >= 0 && box.bottom <= box.height && box.right <= box.width;
  expect(inside, `${what} lies outside the window: ${JSON.stringify(box)}`).toBe(true);
  expect(
    box.hidden,
    `${what} scrolls: ${box.hidden} px of it are out of sight`,
  ).toBeLessThanOrEqual(1);
}

/**
 * Focus is on `name` and its box lies inside the window, once the page's smooth scroll has brought
 * it there. Unlike `expectFocusInSight`, the sticky header's band counts: the picker covers it.
 */
async function expectFocusInWindow(page: Page, name: string): Promise<void> {
  let element = await focused(page);
  await expect
    .poll(
      async () => {
        element = await focused(page);
        const inside =
          element.top >= 0 &&
          element.bottom <= element.viewportHeight &&
          element.left >= 0 &&
          element.right <= element.viewportWidth;
        return `${element.name}${inside ? '' : ' (outside the window)'}`;
      },
      { message: `focus on ${name}, inside the window: ${JSON.stringify(element)}` },
    )
    .toBe(name);
}

/** Puts focus on the picker's button the way Tab would, and checks it is in sight. */
async function focusTrigger(trigger: Locator): Promise<void> {
  await trigger.focus();
  await expect(trigger).toBeFocused();
  await expectFocusInSight(trigger.page(), 'focusing the Region button');
}

for (const size of windows) {
  const narrow = size.width < 768;
  // The modal has its own Close button; the dropdown closes with Escape or a click outside.
  const close = narrow ? ['Close'] : [];

  test(`region picker by keyboard on /design at ${size.width}×${size.height}: Tab order, a state, clear, a country, Escape`, async ({
    page,
  }) => {
    // A long journey: the margin is for a machine shared with other runs.
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    const regions = regionRequests(page);
    await gotoHydrated(page, '/design');
    const trigger = grid(page).getByRole('button', { name: 'Region: Select a region' });
    await focusTrigger(trigger);

    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Region' });
    await expectInWindow(picker, 'the region picker');
    await expectFocusInWindow(page, 'Alabama');
    await expectFocusInSight(page, 'opening the picker');

    // Every control in order (the map is one stop), round to the start, and back again.
    expect(await tabThrough(page, 4 + close.length)).toEqual([
      'Canada',
      'Australia',
      ...close,
      'Alabama',
      'Canada',
    ]);
    expect(await tabThrough(page, 2 + close.length, 'Shift+Tab')).toEqual([
      'Alabama',
      ...close.toReversed(),
      'Australia',
    ]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expectFocusInWindow(page, 'Alabama');

    // The northernmost states are in the window too (scrolled into the panel if it must scroll).
    await page.keyboard.press('w');
    await expectFocusInWindow(page, 'Washington');

    // Texas by its letter and Enter: the filter applies and focus stays on Texas, in the picker.
    await page.keyboard.press('t');
    await page.keyboard.press('t');
    await expectFocusInWindow(page, 'Texas');
    await page.keyboard.press('Enter');
    const texas = picker.getByRole('button', { name: 'Texas', exact: true });
    await expect(texas).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => regions.at(-1)).toEqual(['TX']);
    await expectFocusInSight(page, 'choosing Texas');
    await expectFocusInWindow(page, 'Texas');
    await expectInWindow(picker, 'the picker with a state chosen');
    // The rest of the page is checked at both widths by a11y.spec.ts: here the picker and its grid.
    await expectNoAxeViolationsOpen(
      page,
      'the region picker',
      '[data-section-type="card-grid"], [role="dialog"]',
    );

    // With a choice, the clear control joins the order; clearing keeps focus in the picker, on the map.
    expect(await tabThrough(page, 4 + close.length)).toEqual([
      'Canada',
      'Australia',
      'Clear region',
      ...close,
      'Texas',
    ]);
    await page.keyboard.press('Shift+Tab');
    if (narrow) await page.keyboard.press('Shift+Tab');
    await expectFocusInWindow(page, 'Clear region');
    await page.keyboard.press('Enter');
    await expect(texas).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => regions.at(-1)).toBeUndefined();
    await expectFocusInSight(page, 'clearing the region');
    await expectFocusInWindow(page, 'Texas');

    // Canada with Space, then Escape: the picker closes and focus is back on its button, renamed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(picker.getByRole('button', { name: 'Canada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => regions.at(-1)).toEqual(['canada']);
    await expectFocusInWindow(page, 'Canada');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    const chosen = grid(page).getByRole('button', { name: 'Region: Canada' });
    await expect(chosen).toBeFocused();
    await expectFocusInSight(page, 'closing the picker with Escape');
  });
}

test('region picker by keyboard on /businesses at both widths: it fits, Tab reaches every control, Escape returns', async ({
  page,
}) => {
  await page.setViewportSize(windows[1]);
  await gotoHydrated(page, '/businesses');
  const trigger = grid(page).getByRole('button', { name: 'Region: Select a region' });
  const picker = page.getByRole('dialog', { name: 'Region' });
  for (const size of windows.toReversed()) {
    await page.setViewportSize(size);
    await focusTrigger(trigger);
    await page.keyboard.press('Enter');
    await expectInWindow(picker, `the region picker at ${size.width} px`);
    const close = size.width < 768 ? ['Close'] : [];
    expect(await tabThrough(page, 3 + close.length)).toEqual([
      'Canada',
      'Australia',
      ...close,
      'Alabama',
    ]);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectFocusInSight(page, `closing the picker at ${size.width} px`);
  }
});

test('the map of regions by keyboard at both widths: one Tab stop, arrows and letters move, the region is named', async ({
  page,
}) => {
  await page.setViewportSize(windows[0]);
  await gotoHydrated(page, '/e2e/region-map');
  const section = page.locator('[data-section-type="region-map"]').first();
  const map = section.getByRole('group', { name: 'US regions by state' });
  const status = section.getByRole('status');
  const next = page.locator('[data-section-type="region-map"]').nth(1).getByRole('group');
  for (const size of windows) {
    await page.setViewportSize(size);
    await map.getByRole('img', { name: 'Alabama' }).focus();
    await expectFocusInSight(page, `focusing the map at ${size.width} px`);
    await expect(status).toContainText('South');
    await page.keyboard.press('ArrowRight');
    await expectFocusInWindow(page, 'Georgia');
    await page.keyboard.press('w');
    await expectFocusInWindow(page, 'Washington');
    await expect(status).toContainText('West');
    await expectFocusInSight(page, `moving to Washington at ${size.width} px`);
    // The map is one stop: Tab goes on to the next map, Shift+Tab comes back to the state it left.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => next.evaluate((group) => group.contains(document.activeElement)))
      .toBe(true);
    await expectFocusInSight(page, `leaving the map with Tab at ${size.width} px`);
    await page.keyboard.press('Shift+Tab');
    await expectFocusInWindow(page, 'Washington');
    await expectFocusInSight(page, `coming back to the map at ${size.width} px`);
  }
});
