import { expect, test, type Locator, type Page } from './fixtures.ts';
import {
  apiAccount,
  apiToken,
  demo,
  expectNoAxeViolations,
  gotoHydrated,
  logIn,
  watchProblems,
} from './support.ts';

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
    test.slow();
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

/** `Wednesday, December 2, 2026`: a day as the calendars name it, `days` after today in a zone. */
function dayName(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The calendar's button for a day, on the next month's page when it is not on this one. */
async function dayButton(page: Page, calendar: Locator, name: string): Promise<Locator> {
  const button = calendar.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
  await expect(calendar.getByRole('button').first()).toBeVisible();
  if ((await button.count()) === 0) await page.getByRole('button', { name: /next month/i }).click();
  return button.first();
}

test('a designer sets a whole week, and a customer in another timezone is offered its Saturday', async ({
  page,
  browser,
}) => {
  test.slow();
  // Grace Whitfield (Boise, Mountain time) works weekdays: her weekends have no seeded times.
  const email = 'grace.whitfield@designers.trellis.test';
  const problems = watchProblems(page);
  await logIn(page, email);
  await gotoHydrated(page, '/account/coaching/manage');
  await expect(page.getByText('Your times are shown in America/Boise')).toBeVisible();
  await page.getByRole('radio', { name: 'Whole week' }).click();
  const calendar = page.getByRole('grid', { name: 'Your availability' });
  // The week a week from now: all of it after today, its Saturday within a customer's 30 days.
  const target = dayName('America/Boise', 7);
  await (await dayButton(page, calendar, target)).click();
  const chosen = page.getByRole('list', { name: 'The chosen days' });
  await expect(chosen.getByRole('listitem')).toHaveCount(7);
  await expect(chosen.getByRole('listitem').first()).toContainText(/^Sunday, /);
  await expect(chosen.getByRole('listitem').last()).toContainText(/^Saturday, .*: no times set$/);
  const saturdayLine = (await chosen.getByRole('listitem').last().textContent()) ?? '';
  const saturday = saturdayLine.replace(/: no times set$/, '');

  const range = page.getByRole('group', { name: 'Time 1' });
  await choose(page, range, 'From Hour', '8');
  await choose(page, range, 'From Minutes', '00');
  await choose(page, range, 'From AM/PM', 'AM');
  await choose(page, range, 'To Hour', '10');
  await choose(page, range, 'To Minutes', '00');
  await choose(page, range, 'To AM/PM', 'AM');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Success! You have updated your availability!')).toBeVisible();
  await expect(chosen.getByRole('listitem')).toHaveText(
    Array.from({ length: 7 }, () => /: 8:00 AM – 10:00 AM$/),
  );
  await expectNoAxeViolations(page, 'availability with a chosen week');

  // Kept: after a reload the week's days are marked available.
  await gotoHydrated(page, '/account/coaching/manage');
  const saved = await dayButton(page, calendar, `${saturday}, \\d{4}`);
  await expect(saved).toHaveAccessibleName(/, available$/);
  expect(problems).toEqual([]);

  // A customer in Chicago (an hour ahead) is offered the Saturday, from 9:00 AM.
  const designerId = (await apiAccount(page.request, await apiToken(page.request, email))).id;
  const context = await browser.newContext();
  const customer = await context.newPage();
  await logIn(customer, demo('customer').email);
  await gotoHydrated(customer, `/designers/${designerId}`);
  await customer.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }).click();
  const schedule = customer.getByRole('grid', { name: 'Schedule a session' });
  const offered = await dayButton(customer, schedule, `${saturday}, \\d{4}`);
  await expect(offered).toHaveAccessibleName(/, available$/);
  await offered.click();
  const times = customer.getByRole('list', { name: `Available times on ${saturday}` });
  await expect(times.getByRole('button').first()).toHaveText('9:00 AM');
  await context.close();
});
