import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import {
  apiToken,
  apiUrl,
  demo,
  expectNoAxeViolations,
  gotoHydrated,
  logIn,
  watchProblems,
} from './support.ts';

// The garden-design journey (docs/spec/features.md §2.11, §4, §5): a customer buys a design, answers
// "Hone your vision", fills in the garden details with photos and notes, chooses a designer and a
// time for the call, and sees the status change; the upload limits of the details.

const photo = (name: string) => ({
  name,
  mimeType: 'image/webp',
  buffer: readFileSync(new URL(`../src/demo/design-photos/${name}`, import.meta.url)),
});

/** Buys a Garden Design with the saved Visa from the landing: lands on the new design's page. */
async function buyGardenDesign(page: Page): Promise<number> {
  await gotoHydrated(page, '/design-your-garden');
  // Design 1 is in homework: the landing shows it first; 'Start Over' asks, then offers the packages.
  await expect(page.getByText('Status: Homework')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Active Design' })).toHaveAttribute(
    'href',
    '/account/designs/1',
  );
  await page.getByRole('button', { name: 'Start Over' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start Over' });
  await expect(confirm).toContainText(
    'You will lose any progress on your questionnaire, would you like to continue?',
  );
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Get Started with Garden Design', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout: Garden Design' });
  // "Hone your vision" comes first, its answers held in the checkout until the design exists.
  await expect(dialog.getByText('Part 1 of 3')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Cottage potager' }).check();
  await next.click();
  await expect(dialog.getByText('Part 2 of 3')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Herbs' }).check();
  await dialog.getByRole('checkbox', { name: 'Salad greens' }).check();
  await dialog.getByRole('radio', { name: '1–3 hours' }).check();
  await dialog.getByRole('radio', { name: /^Middle of the road/ }).check();
  await next.click();
  await expect(dialog.getByText('Part 3 of 3')).toBeVisible();
  const toCheckout = dialog.getByRole('button', { name: 'Continue to checkout' });
  await expect(toCheckout).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: /What is the one thing your garden must give you/ })
    .fill('Salad from May to October.');
  await toCheckout.click();
  await dialog.getByRole('radio', { name: /Visa ending in 4242/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Pay $249.00' }).click();
  await expect(page).toHaveURL(/\/account\/designs\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the garden-design homework', () => {
  test('buy a design, answer the survey, fill in the details, choose a designer and a call', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    await logIn(page, demo('customer').email);
    const designId = await buyGardenDesign(page);
    await expect(page.getByText('Status: Homework')).toBeVisible();
    const homework = page.getByRole('region', { name: 'Your homework' });

    // 1. Hone Vision was answered in the checkout: saved on the new design, it reads Complete, and
    // going back to it shows the answers.
    await expect(
      homework.getByRole('button', { name: /^Hone Vision \(~3 minutes\).*Complete/ }),
    ).toBeVisible();
    await homework.getByRole('button', { name: /^Hone Vision/ }).click();
    const survey = homework.getByRole('region', { name: /^Hone Vision/ });
    await expect(survey.getByRole('radio', { name: 'Cottage potager' })).toBeChecked();
    await homework.getByRole('button', { name: /^Your Garden Details/ }).click();

    // 2. Garden details.
    const details = homework.getByRole('region', { name: 'Your Garden Details (~20 minutes)' });
    const saveAndContinue = details.getByRole('button', { name: 'Save & Continue' });
    await expect(saveAndContinue).toBeDisabled();
    await details.getByRole('textbox', { name: /^Project name/ }).fill('  Kitchen garden  ');
    await details
      .locator('input[name="wideangle"]')
      .setInputFiles(photo('wide-angle-back-garden.webp'));
    await expect(details.getByRole('img', { name: /wide-angle-back-garden/ })).toBeVisible();
    await details.locator('input[name="user_imgs"]').setInputFiles(photo('side-path.webp'));
    const notes = details.getByRole('textbox', { name: /File notes/ }).last();
    await expect(notes).toBeEnabled();
    await notes.fill('  The gravel path floods a little in April.  ');
    await expect(details.getByText('Saved')).toBeVisible({ timeout: 5_000 });
    await details.getByRole('textbox', { name: /^Address/ }).fill('1060 W Addison St, Chicago, IL');
    await details.getByRole('spinbutton', { name: /^Length \(feet\)/ }).fill('20');
    await details.getByRole('spinbutton', { name: /^Width \(feet\)/ }).fill('12');
    await choose(page, details, 'Budget', '$3000 - $5000 (Small 120-200)');
    await details.getByRole('radio', { name: 'Yes' }).check();
    await details.getByRole('radio', { name: 'DIY' }).check();
    await expect(saveAndContinue).toBeEnabled();
    await saveAndContinue.click();

    // The API has the homework: the name trimmed, the notes trimmed, status Needs Scheduling.
    const token = await apiToken(page.request, demo('customer').email);
    await expect
      .poll(async () => {
        const response = await page.request.get(`${apiUrl}/designs/${designId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { data } = (await response.json()) as {
          data: { status: string; name: string; files: { description: string }[] };
        };
        return [data.status, data.name, data.files.map((file) => file.description).sort()];
      })
      .toEqual(['scheduling', 'Kitchen garden', ['', 'The gravel path floods a little in April.']]);
    await expect(page.getByText('Status: Needs Scheduling')).toBeVisible();

    // 3. The designer and the 30-minute call.
    const designer = homework.getByRole('region', {
      name: 'Choose your Designer and Schedule 30 Min. Video Call',
    });
    await designer.getByRole('button', { name: 'Work with Maya Okafor' }).click();
    const calendar = designer.getByRole('grid');
    const available = calendar.getByRole('button', { name: /, available$/ });
    await expect(available.first()).toBeVisible();
    if ((await available.count()) === 0)
      await designer.getByRole('button', { name: /next month/i }).click();
    await available.first().click();
    const time = designer.getByRole('list', { name: /^Available times on / }).getByRole('button');
    await time.first().click();
    await expect(designer.getByText('Maya Okafor')).toBeVisible();
    await expectNoAxeViolations(page, 'the designer summary');
    await designer.getByRole('button', { name: 'Schedule my Call!' }).click();

    // Call Upcoming: on the page, in the designs list and in the account's overview.
    await expect(page.getByText('Status: Call Upcoming')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('region', { name: 'Your design' })).toContainText('Maya Okafor');
    await gotoHydrated(page, '/account/designs');
    const row = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Kitchen garden', exact: true }) });
    await expect(row).toContainText('Call Upcoming');
    await expect(row).toContainText('Designer: Maya Okafor');
    expect(problems).toEqual([]);
  });

  test('refuses a photo over 5 MB or of another type before sending, and takes six more images at most', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, demo('customer').email);
    await buyGardenDesign(page);
    const homework = page.getByRole('region', { name: 'Your homework' });
    // The questionnaire was answered in the checkout: the details are open.
    const details = homework.getByRole('region', { name: 'Your Garden Details (~20 minutes)' });
    const wideangle = details.locator('input[name="wideangle"]');
    const sent: string[] = [];
    // Uploads are the page's own requests: the picker's lazily loaded script
    // (`uploadWithProgress-….js`) has "upload" in its name too, and came in here on a slow run.
    page.on('request', (request) => {
      const own = ['xhr', 'fetch'].includes(request.resourceType());
      if (own && request.url().includes('/upload')) sent.push(request.url());
    });
    const jpeg = Buffer.alloc(5_000_001, 0);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    await wideangle.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(details.getByText(/less than 5MB/).first()).toBeVisible();
    await wideangle.setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    expect(sent).toEqual([]);

    const more = details.locator('input[name="user_imgs"]');
    for (let index = 0; index < 6; index++) {
      await more.setInputFiles(photo('seedling-shelf.webp'));
      await expect(details.getByRole('button', { name: /^Remove image/ })).toHaveCount(index + 1);
    }
    await expect(more).toBeDisabled();
    // Removing asks first.
    await details
      .getByRole('button', { name: /^Remove image/ })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText('Are you sure you want to remove this image?');
    await confirm.getByRole('button', { name: 'Remove image' }).click();
    await expect(details.getByRole('button', { name: /^Remove image/ })).toHaveCount(5);
    await expect(more).toBeEnabled();
  });
});
