import { expect, test } from './fixtures.ts';
import {
  demo,
  expectNoAxeViolations,
  logIn,
  logOut,
  registerViaApi,
  watchProblems,
} from './support.ts';

test('account pages render cleanly and pass axe', async ({ page }) => {
  // Four pages, each waited to network idle and checked by axe.
  test.slow();
  const problems = watchProblems(page);
  await logIn(page, demo('coach').email);
  for (const path of ['/account', '/account/payments', '/account/orders', '/account/coaching']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  expect(problems).toEqual([]);
});

test('the overview links to every page of the person’s roles', async ({ page }) => {
  await logIn(page, demo('customer').email);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Orders/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Payment/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Coaching profile/ })).toHaveCount(0);
  await logOut(page);
  await logIn(page, demo('coach').email);
  await expect(
    page.getByRole('main').getByRole('link', { name: /Coaching profile/ }),
  ).toBeVisible();
});

test('profile edit saves and keeps the person’s values', async ({ page, request }) => {
  const person = await registerViaApi(request, 'profile');
  await logIn(page, person.email, person.password);
  await page.getByLabel('First name').fill('Rowan');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Your account was updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Rowan');
});

test('avatar upload checks the file first, shows progress, and updates the picture', async ({
  page,
  request,
}) => {
  const person = await registerViaApi(request, 'avatar');
  await logIn(page, person.email, person.password);
  const input = page.getByLabel(/photo|avatar|picture/i).first();
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Image must be a JPG, GIF or PNG.')).toBeVisible();

  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your account was updated successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: /Robin Sower/ }).first()).toHaveAttribute(
    'src',
    /\/api\/images\/\d+/,
  );
});

test('payments: remove a saved card after confirming', async ({ page }) => {
  // The coach's card: the owner's and the customer's are used by the commerce journeys meanwhile.
  await logIn(page, demo('coach').email);
  await page.goto('/account/payments');
  await expect(page.getByText(/ending in 0000|ending in \d{4}/).first()).toBeVisible();
  const cards = page.getByRole('listitem').filter({ hasText: /ending in/ });
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  await cards
    .first()
    .getByRole('button', { name: /Remove/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('That payment option has been successfully removed')).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
});

test('orders: list → detail in the person’s timezone with the meeting link', async ({ page }) => {
  await logIn(page, demo('customer').email);
  await page.goto('/account/orders');
  await page
    .getByRole('link', { name: /60 minutes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute(
    'href',
    'https://zoom.example/j/84512345678',
  );
  // The customer lives in America/Chicago: the times say so.
  await expect(page.getByText(/CST|CDT|Central/).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('orders: questionnaire submitted once, then reported complete', async ({ page }) => {
  await logIn(page, demo('customer').email);
  await page.goto('/account/orders');
  await page
    .getByRole('link', { name: /60 minutes/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Complete your pre-session questionnaire' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText('This question is required.').first()).toBeVisible();

  await page.getByLabel(/how big is the space/).fill('Two balcony planters');
  await page.getByRole('checkbox', { name: 'Herbs' }).check();
  await page.getByRole('radio', { name: /Part sun/ }).check();
  await page.getByLabel(/What would you like your garden/).fill('Basil and chives all summer.');
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText('Your pre-session questionnaire was submitted successfully!'),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Complete your pre-session questionnaire' }),
  ).toHaveCount(0);

  await page.goto(`${new URL(page.url()).pathname}/questionnaire`);
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText("You've already completed the questionnaire for this order."),
  ).toBeVisible();
});
