import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, logIn, registerViaApi, watchProblems } from './support.ts';

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a gardener shares a garden, edits its description and deletes it after confirming', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const person = await registerViaApi(request, 'garden');

  // Visitors go to /login through the guard, and come back after signing in.
  await page.goto('/submit-your-garden');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, person.email, person.password, /\/submit-your-garden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Garden' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Your gardens' });
  await expect(list.getByText('You have not shared a garden yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Share: a picture (uploaded at once), a description, the place.
  const form = page.getByRole('form', { name: 'Share a garden' });
  await form.getByLabel('Add pictures').setInputFiles({
    name: 'beds.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(form.getByRole('img', { name: 'Picture 1 of your garden' })).toHaveAttribute(
    'src',
    /\/api\/images\/\d+/,
  );
  await form.getByRole('textbox', { name: /Description/ }).fill('Four raised beds by the fence.');
  await form.getByRole('textbox', { name: 'City' }).fill('Portland');
  await form.getByRole('combobox', { name: 'State/Province' }).click();
  await page.getByRole('option', { name: 'Oregon' }).click();
  await form.getByRole('button', { name: 'Share my garden' }).click();
  await expect(page.getByText('Thank you! Your garden is now shared.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Description/ })).toHaveValue('');

  const garden = list.getByRole('article', { name: 'Garden 1: Portland, Oregon' });
  await expect(garden.getByText('Four raised beds by the fence.')).toBeVisible();
  await expect(garden.getByRole('img')).toHaveCount(1);

  // It is saved, and shown in the gallery of submitted gardens.
  await page.reload();
  await expect(garden).toBeVisible();
  await page.goto('/kitchen-sink');
  const gallery = page
    .locator('[data-section-type="garden-gallery"]')
    .filter({ has: page.getByRole('heading', { name: 'Gardens our readers shared' }) });
  await expect(gallery.getByRole('img', { name: 'Garden by Robin Sower' }).first()).toBeVisible();
  await expect(gallery.getByText('Portland, OR').first()).toBeVisible();

  // Edit the description in place.
  await page.goto('/submit-your-garden');
  await garden.getByRole('button', { name: /^Edit/ }).click();
  const editForm = page.getByRole('form', { name: 'Edit Garden 1: Portland, Oregon' });
  const description = editForm.getByRole('textbox', { name: /Description/ });
  await expect(description).toBeFocused();
  await description.fill('Four raised cedar beds and a herb spiral.');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your garden was updated.')).toBeVisible();
  await expect(garden.getByText('Four raised cedar beds and a herb spiral.')).toBeVisible();
  await expect(garden.getByRole('button', { name: /^Edit/ })).toBeFocused();

  // Delete: the dialog asks first; keeping it changes nothing.
  await garden.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this garden?' });
  await dialog.getByRole('button', { name: 'Keep garden' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(garden).toBeVisible();
  await garden.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete garden' }).click();
  await expect(page.getByText('Your garden was deleted.')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(0);
  await page.reload();
  await expect(list.getByText('You have not shared a garden yet.', { exact: false })).toBeVisible();

  expect(problems).toEqual([]);
});
