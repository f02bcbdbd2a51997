import { expect, test } from './fixtures.ts';
import { apiUrl, gotoHydrated } from './support.ts';

test('FAQ: one answer open at a time, by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const questions = page.locator('[data-section-type="faq"]').getByRole('button');
  await questions.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
});

test('share: copy-link copies the page address and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/blog/raised-bed-soil-recipe');
  await expect(page.getByRole('heading', { name: 'Share This Post' })).toBeVisible();
  await page.getByRole('button', { name: /copy/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied Page URL')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/blog\/raised-bed-soil-recipe$/);
});

test('design hero: the video opens in a dialog that Escape closes, focus returning', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/planning-a-potager');
  const open = page.locator('[data-section-type="design-hero"]').getByRole('button').first();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('design testimonials: next and previous by keyboard, wrapping around', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  const carousel = page.locator('[data-section-type="design-testimonials"]');
  const next = carousel.getByRole('button', { name: /next/i });
  const previous = carousel.getByRole('button', { name: /previous/i });
  const slideLabel = () =>
    carousel.locator('[aria-roledescription="slide"]').first().getAttribute('aria-label');
  const first = await slideLabel();
  expect(first).toMatch(/^1 of (\d+)/);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(slideLabel).toMatch(/^2 of /);
  await previous.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const total = /of (\d+)/.exec(first ?? '')![1];
  await expect.poll(slideLabel).toMatch(new RegExp(`^${total} of ${total}`));
});

test('opt-in form: normalised tags and lists on the wire, thanks, then the redirect', async ({
  page,
}) => {
  await gotoHydrated(page, '/kitchen-sink');
  const section = page
    .locator('[data-section-type="opt-in-form"]')
    .filter({ has: page.getByRole('heading', { name: 'Never miss a frost warning' }) });
  await section.getByRole('textbox', { name: /email address/i }).fill('lee@example.com');
  const request = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/opt-in') && candidate.method() === 'POST',
  );
  await section.getByRole('button', { name: 'Sign Up' }).click();
  expect((await request).postDataJSON()).toEqual({
    email: 'lee@example.com',
    tag: 'frost-alerts,planting-calendar,frost-sms',
    listid: '3,9',
    addOptin: true,
  });
  await expect(page).toHaveURL(/\/blog$/);
});

test('frost calculator: a real zip, an unknown one, and a zip from the address', async ({
  page,
}) => {
  await gotoHydrated(page, '/frost-dates');
  const section = page.locator('[data-section-type="frost-calculator"]');
  const zip = section.getByRole('textbox', { name: /zip code/i });
  const button = section.getByRole('button', { name: 'See Frost Dates' });
  await expect(button).toBeDisabled();
  await zip.fill('97214');
  await button.click();
  await expect(section.getByText('PORTLAND INTL AIRPORT')).toBeVisible();
  await expect(section.getByText('20 feet')).toBeVisible();
  await expect(section.getByText('April 1', { exact: true })).toBeVisible();
  await expect(section.getByText('November 8')).toBeVisible();

  await zip.fill('00000');
  await button.click();
  await expect(
    section.getByText("Sorry, we couldn't find frost data for that zip code."),
  ).toBeVisible();

  await gotoHydrated(page, '/frost-dates?zip=80202');
  await expect(zip).toHaveValue('80202');
  await expect(section.getByText('DENVER INTL AIRPORT')).toBeVisible();
});

test('designer inquiry: a too-large image is refused, then the inquiry reaches the outbox', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/contact');
  const form = page.locator('[data-section-type="designer-inquiry"]');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const image = form.getByLabel('A photo of your garden (optional)');
  await image.setInputFiles({
    name: 'garden.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5_000_001),
  });
  await expect.poll(() => alerts).toEqual(['File size exceeds 5MB. Please choose a smaller file.']);
  await expect(image).toHaveValue('');

  const name = `Inquirer ${Date.now()}`;
  await form.getByRole('textbox', { name: /^name/i }).fill(name);
  await form.getByRole('textbox', { name: /email address/i }).fill('ana@example.com');
  await form.getByRole('textbox', { name: /phone number/i }).fill('503-555-0142');
  await form.getByRole('textbox', { name: /street address/i }).fill('1420 SE Alder St');
  await form.getByRole('textbox', { name: /^city/i }).fill('Portland');
  await form.getByRole('textbox', { name: /zip\/postal code/i }).fill('97214');
  for (const [label, option] of [
    [/^state/i, 'Oregon'],
    [/current garden status/i, 'Brand new'],
    [/ideal timeline/i, '1-3 months'],
    [/estimated budget/i, '$25,000+'],
  ] as const) {
    await form.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }
  await form.getByRole('checkbox', { name: 'Soil prep' }).click();
  await image.setInputFiles({
    name: 'garden.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await form.getByRole('button', { name: 'Send my inquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');

  const outbox = await request.get(`${apiUrl}/dev/outbox`, {
    params: { to: 'design-team@trellis.test' },
  });
  const { data } = (await outbox.json()) as { data: { subject: string; text: string }[] };
  const mail = data.find((message) => message.subject === `New garden design inquiry from ${name}`);
  expect(mail?.text).toContain('interests: Soil prep');
  expect(mail?.text).toContain('garden image: image/png, 12 bytes');
});
