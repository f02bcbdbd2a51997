import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectFocusInSight } from './keyboard.ts';
import { demo, gotoHydrated, logIn } from './support.ts';

// The account area's layout on a phone and on a laptop: forms keep a reading width (40rem) instead
// of running across the page, and a link standing alone under a page's content is as wide as its
// words, so its focus ring hugs them.

const formWidth = 640;

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  return box!.width;
}

/** A form fills the column on a phone and stops at the reading width on a wide screen. */
async function expectFormColumn(page: Page, form: Locator, viewport: number) {
  const width = await widthOf(form);
  if (viewport < formWidth) {
    expect(width).toBeGreaterThan(viewport * 0.7);
    expect(width).toBeLessThanOrEqual(viewport);
  } else {
    expect(width).toBeGreaterThan(formWidth * 0.85);
    expect(width).toBeLessThanOrEqual(formWidth);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing runs off the side of the page').toBeLessThanOrEqual(viewport);
}

/** Focuses the link by keyboard: its box (and so its focus ring) is the box of its words. */
async function expectLinkHugsItsWords(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await expectFocusInSight(page, `'${name}' focused`);
  const { box, words, column } = await link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      box: element.getBoundingClientRect().width,
      words: range.getBoundingClientRect().width,
      column: element.parentElement!.getBoundingClientRect().width,
    };
  });
  expect(Math.abs(box - words), `'${name}' is ${box} px wide, its words ${words} px`).toBeLessThan(
    2,
  );
  // Well short of the column, as a stretched link would not be: "Your coaching profile" is about
  // 168 px in a 335 px column at 375 px (a pixel more or less with the renderer's text metrics).
  expect(box, `'${name}' is ${box} px wide in a ${column} px column`).toBeLessThan(column * 0.75);
}

const widths = [375, 1280];

test('account area at 375 and 1280 px: forms at a reading width, lone links hug their words', async ({
  page,
}) => {
  await logIn(page, demo('coach').email);
  // Each page at both widths: the layout follows the window without a reload.
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectFormColumn(page, page.getByRole('form', { name: 'Edit your profile' }), width);
  }
  await gotoHydrated(page, '/account/coaching');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectFormColumn(page, page.getByRole('form', { name: 'Coaching profile' }), width);
  }
  await gotoHydrated(page, '/account/coaching/manage');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectLinkHugsItsWords(page, 'Your coaching profile');
  }
  await gotoHydrated(page, '/account/designs/2');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectLinkHugsItsWords(page, 'All my designs');
  }
});
