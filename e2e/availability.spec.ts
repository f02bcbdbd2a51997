import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, gotoHydrated, logIn, watchProblems } from './support.ts';

// A coach's availability page and Go Live (docs/spec/features.md §2.13, docs/spec/platform.md §5):
// the demo coach (Maya, Los Angeles) against the reference API.

async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The hour and minute now in Los Angeles. */
function losAngelesClock(): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date());
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { hour: value('hour'), minute: value('minute') };
}

test.describe('coach availability', () => {
  test('sets the times of a day, kept after a reload, then clears them', async ({ page }) => {
    const problems = watchProblems(page);
    await logIn(page, demo('coach').email);
    await gotoHydrated(page, '/account/coaching/manage');
    await expect(page.getByText('Your times are shown in America/Los_Angeles')).toBeVisible();
    const calendar = page.getByRole('grid', { name: 'Your availability' });
    await expect(calendar).toBeVisible();
    // The last Saturday of the grid: never before today, and the seeds set no weekend times.
    const saturday = calendar.getByRole('button', { name: /^Saturday, \w+ \d+, \d{4}(, today)?$/ });
    const name = (await saturday.last().getAttribute('aria-label')) ?? '';
    const dayName = name.replace(/, today$/, '');
    await saturday.last().click();
    await expect(page.getByText('No times set for this day.')).toBeVisible();

    const range = page.getByRole('group', { name: 'Time 1' });
    await choose(page, range, 'From Hour', '9');
    await choose(page, range, 'From Minutes', '00');
    await choose(page, range, 'From AM/PM', 'AM');
    await choose(page, range, 'To Hour', '11');
    await choose(page, range, 'To Minutes', '30');
    await choose(page, range, 'To AM/PM', 'AM');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Success! You have updated your availability!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your times' })).toHaveText('9:00 AM – 11:30 AM');

    // Kept by the API: after a reload the day is marked available.
    await gotoHydrated(page, '/account/coaching/manage');
    const marked = page.getByRole('button', {
      name: new RegExp(`^${dayName}(, today)?, available$`),
    });
    await marked.click();
    await expect(page.getByRole('list', { name: 'Your times' })).toHaveText('9:00 AM – 11:30 AM');
    await expectNoAxeViolations(page, 'availability with a chosen day');

    // Back as the seeds had it.
    await page.getByRole('button', { name: 'Mark as unavailable' }).click();
    await expect(page.getByText('No times set for this day.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('goes live until a time today, then ends it', async ({ page }) => {
    const { hour, minute } = losAngelesClock();
    test.skip(hour === 23 && minute >= 40, 'too close to midnight in Los Angeles to go live today');
    const problems = watchProblems(page);
    await logIn(page, demo('coach').email);
    await gotoHydrated(page, '/account');
    const toggle = page.getByRole('banner').getByRole('switch', { name: 'Go Live' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Go Live' });
    await choose(page, dialog, 'Until Hour', '11');
    await choose(page, dialog, 'Until Minutes', '45');
    await choose(page, dialog, 'Until AM/PM', 'PM');
    await dialog.getByRole('button', { name: 'Go Live' }).click();
    await expect(page.getByText('Your available now time has been set')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Live until 11:45 PM');
    await expect(toggle).toBeFocused();

    // The account says so too: after a reload the switch is still on.
    await gotoHydrated(page, '/account');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('You are no longer available now')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await gotoHydrated(page, '/account');
    await expect(toggle).not.toBeChecked();
    expect(problems).toEqual([]);
  });
});
