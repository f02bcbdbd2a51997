import { expect, test, type Page } from './fixtures.ts';
import { expectFocusInSight, expectNoAxeViolationsOpen, focused, tabThrough } from './keyboard.ts';
import {
  expectFocusOn,
  journeyViewports,
  scrollUnderHeader,
  targetSize,
} from './keyboardJourneys.ts';
import { gotoHydrated } from './support.ts';

// The public pages by keyboard alone (docs/spec/features.md §4, §9): the directories' 'Load more',
// the designers' filters and the quiz. After every action that adds or replaces content, focus is
// on the new content or still on the control, in sight below the sticky header, never the page.

const grid = (page: Page) => page.locator('[data-section-type="card-grid"]').first();
const cardLinks = (page: Page) =>
  grid(page).getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link');

for (const viewport of journeyViewports) {
  test.describe(`by keyboard at ${viewport.width} px`, () => {
    // Scrolling is instant (reduced motion): focus lands where it does with smooth scrolling, and
    // the next key needs no wait for an animation to end.
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const [path, things] of [
      ['/design', 'designers'],
      ['/businesses', 'businesses'],
      ['/blog', 'posts'],
    ] as const) {
      test(`Load more on the ${things} (${path}): focus on the first new card, and Tab goes on through the new cards`, async ({
        page,
      }) => {
        await gotoHydrated(page, path);
        const links = cardLinks(page);
        await expect(links).toHaveCount(9);
        const loadMore = grid(page).getByRole('button', { name: 'Load more' });
        // From the last card, Tab reaches Load more (signed out, a card's only control is its title).
        await links.last().focus();
        await page.keyboard.press('Tab');
        await expectFocusOn(page, loadMore, 'Tab from the last card');
        await page.keyboard.press('Enter');
        await expect(links).toHaveCount(18);
        const first = await expectFocusOn(page, links.nth(9), 'Load more');
        expect(first.name).toBe((await links.nth(9).textContent())?.trim());
        // On through the cards just loaded, not past them to the footer; back to the earlier ones.
        await page.keyboard.press('Tab');
        await expectFocusOn(page, links.nth(10), 'Tab after Load more');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        await expectFocusOn(page, links.nth(8), 'Shift+Tab back to the earlier cards');
      });
    }

    test('the designers’ filters: Tab order, the region picker and the expertise list open and close by keyboard, Clear expertise keeps focus on the select', async ({
      page,
    }) => {
      await gotoHydrated(page, '/design');
      const filters = grid(page);
      await expect(cardLinks(page)).toHaveCount(9);
      const region = filters.getByRole('button', { name: 'Region: Select a region' });
      const expertise = filters.getByRole('combobox', { name: 'Expertise' });

      // Tab order: region, expertise, search, then the first card.
      await region.focus();
      expect(await tabThrough(page, 3)).toEqual([
        'Expertise',
        'Search designers',
        (await cardLinks(page).first().textContent())!.trim(),
      ]);

      // The region picker (a dialog on a phone; the page behind it is hidden meanwhile): focus
      // inside while open, back on its button after Escape.
      await region.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await focused(page)).name, { timeout: 10_000 })
        .not.toMatch(/^(Region: |$)/);
      // The page around it is checked by a11y.spec.ts: axe runs over the open layer only.
      await expectNoAxeViolationsOpen(page, 'the region picker', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expectFocusOn(page, region, 'Escape in the region picker');

      // The expertise list: opened with Enter, an option chosen with the arrow keys and Enter.
      await expertise.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('listbox');
      await expect(page.getByRole('option').first()).toBeFocused();
      await expectNoAxeViolationsOpen(page, 'the expertise list', '[role="listbox"]');
      await page.keyboard.press('ArrowDown');
      const chosen = (await focused(page)).name;
      await page.keyboard.press('Enter');
      await expect(list).toBeHidden();
      await expect(expertise).toHaveText(chosen);
      await expectFocusOn(page, expertise, 'choosing an expertise');
      // Escape closes the list without choosing, focus back on the select.
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(expertise).toHaveText(chosen);
      await expectFocusOn(page, expertise, 'Escape in the expertise list');

      // Clear expertise goes with the choice: focus back on the select it emptied.
      await page.keyboard.press('Tab');
      const clearExpertise = filters.getByRole('button', { name: 'Clear expertise' });
      await expectFocusOn(page, clearExpertise, 'Tab after the expertise');
      await page.keyboard.press('Enter');
      await expect(clearExpertise).toHaveCount(0);
      await expect(expertise).toHaveText('Filter by');
      await expectFocusOn(page, expertise, 'Clear expertise');
    });

    test('the designers’ search finds nothing: Clear all filters, big enough to press, brings the cards back with focus on the first', async ({
      page,
    }) => {
      await gotoHydrated(page, '/design');
      const filters = grid(page);
      await expect(cardLinks(page)).toHaveCount(9);
      const search = filters.getByRole('searchbox', { name: 'Search designers' });
      await search.focus();
      await page.keyboard.type('zzqx');
      await expect(filters.getByText('Sorry, no results for "zzqx"')).toBeVisible();
      await expectFocusOn(page, search, 'the search found nothing');
      await page.keyboard.press('Tab');
      const clearAll = filters.getByRole('button', { name: 'Clear all filters' });
      await expectFocusOn(page, clearAll, 'Tab after the search');
      const size = await targetSize(clearAll);
      expect(size.width, 'Clear all filters: width').toBeGreaterThanOrEqual(24);
      expect(size.height, 'Clear all filters: height').toBeGreaterThanOrEqual(24);
      await expectNoAxeViolationsOpen(page, 'no results', '[data-section-type="card-grid"]');
      await page.keyboard.press('Enter');
      await expect(cardLinks(page)).toHaveCount(9);
      await expectFocusOn(page, cardLinks(page).first(), 'Clear all filters');
      await expect(search).toHaveValue('');
      await expect(clearAll).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expectFocusOn(page, cardLinks(page).nth(1), 'Tab after Clear all filters');
    });

    test('the quiz, every step by keyboard: each new step’s heading takes focus in sight, even scrolled under the header', async ({
      page,
    }) => {
      // Ten steps, as quiz.spec.ts allows its journeys.
      test.setTimeout(60_000);
      await gotoHydrated(page, '/quiz');
      const quiz = page.locator('[data-section-type="quiz"]');
      const heading = (name: string) => quiz.getByRole('heading', { level: 2, name });
      await quiz.getByRole('button', { name: 'Take the Quiz' }).focus();
      await page.keyboard.press('Enter');
      await expectFocusOn(page, heading('Question 1 of 8'), 'Take the Quiz');
      await expectNoAxeViolationsOpen(page, 'a quiz question', '[data-section-type="quiz"]');

      // The first question at length: Tab into the answers (the first, as none is chosen), the
      // arrow keys move, Space chooses, then Go back and Next question.
      const radios = quiz.getByRole('radio');
      await page.keyboard.press('Tab');
      await expectFocusOn(page, radios.first(), 'Tab into the answers');
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, radios.nth(1), 'ArrowDown in the answers');
      await page.keyboard.press('Space');
      await expect(radios.nth(1)).toBeChecked();
      expect(await tabThrough(page, 2)).toEqual(['Go back', 'Next question']);
      await expectFocusInSight(page, 'Tab to Next question');

      for (let number = 1; number <= 8; number += 1) {
        if (number > 1) {
          await page.keyboard.press('Tab');
          await page.keyboard.press('Space');
          await expect(radios.first()).toBeChecked();
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
        }
        const on = number === 8 ? 'Quiz results' : 'Next question';
        await expect(quiz.getByRole('button', { name: on })).toBeFocused();
        // Scrolled as someone reading the question would be: its heading under the header.
        await scrollUnderHeader(heading(`Question ${number} of 8`));
        await page.keyboard.press('Enter');
        const next =
          number === 8 ? heading('One last thing...') : heading(`Question ${number + 1} of 8`);
        await expectFocusOn(page, next, `${on} after question ${number}`);
      }

      // The results ask a visitor to sign up first: the form follows the heading in Tab order.
      expect(await tabThrough(page, 4)).toEqual([
        'First name*',
        'Last name*',
        'Email address*',
        'Password*',
      ]);
      await expectFocusInSight(page, 'Tab into the sign-up form');
    });
  });
}
