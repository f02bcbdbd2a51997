import { expect, test } from './fixtures.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  logIn,
  registerViaApi,
  watchProblems,
} from './support.ts';

// A 1×1 PNG: the API reads the type from the bytes, so it must be a real picture.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor is sent to log in and comes back to the application', async ({ page, request }) => {
  const person = await registerViaApi(request, 'apply-visitor');
  await page.goto('/directory-application');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Login to access that page.')).toBeVisible();
  await logIn(page, person.email, person.password, /\/directory-application$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register your business' }),
  ).toBeVisible();
});

test('register a business, see its listing, then edit it', async ({ page, request }) => {
  const problems = watchProblems(page);
  const person = await registerViaApi(request, 'business');
  const name = `Robin's Raised Beds ${Date.now()}`;
  await logIn(page, person.email, person.password);

  await page.goto('/directory-application');
  const form = page.getByRole('form', { name: 'Register your business' });
  const submit = form.getByRole('button', { name: 'Submit application' });

  // Sent empty: the checks before sending list what is missing; nothing leaves the page.
  await submit.click();
  const errors = form.getByRole('alert');
  await expect(errors).toContainText('Business name: Please enter your business name.');
  await expect(errors).toContainText('Description: Please describe your business.');
  await expect(page).toHaveURL(/\/directory-application$/);
  await expectNoAxeViolations(page);

  await form.getByLabel('Business name').fill(name);
  await form.getByLabel('Phone').fill('503-555-0100');
  await form.getByLabel('Street address').fill('12 Furrow Lane');
  await form.getByLabel('City').fill('Portland');
  await form.getByRole('combobox', { name: /State or province/ }).click();
  await page.getByRole('option', { name: 'Oregon' }).click();
  await form.getByLabel('Zip code').fill('97214');
  await form.getByLabel('Website').fill('robins-beds.example');
  await form
    .getByLabel('Description')
    .fill('Raised beds built to last, planted for the first harvest.');
  await expect(form.getByText('57/250')).toBeVisible();
  const specialties = form.getByRole('group', { name: 'Specialties' }).getByRole('checkbox');
  await specialties.first().click();
  await expect(specialties.first()).toBeChecked();

  await form.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(form.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
    'src',
    /\/api\/images\/\d+/,
  );

  await submit.click();
  await expect(page).toHaveURL(/\/account\/business$/);
  await expect(
    page.getByText("Your application was submitted successfully! We'll be in touch shortly."),
  ).toBeVisible();

  // The owner's form is filled from the API; a second application is not offered.
  const edit = page.getByRole('form', { name: 'Business profile' });
  await expect(edit.getByLabel('Business name')).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: /State or province/ })).toHaveText('Oregon');
  await expectNoAxeViolations(page);
  await page.goto('/directory-application');
  await expect(page).toHaveURL(/\/account\/business$/);

  // The public listing.
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page).toHaveURL(/\/businesses\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit the description once the page has hydrated. Filled before that, while hydration was under
  // way, the field was saved as the new text followed by the old ("Now building orchards too.Raised
  // beds…"): the selection that `fill` makes to replace the text did not survive hydration.
  await gotoHydrated(page, '/account/business');
  await edit.getByLabel('Description').fill('Now building orchards too.');
  await edit.getByRole('button', { name: 'Save business profile' }).click();
  await expect(page.getByText('Your business profile was updated successfully!')).toBeVisible();
  await page.reload();
  await expect(edit.getByLabel('Description')).toHaveValue('Now building orchards too.');

  expect(problems).toEqual([]);
});
