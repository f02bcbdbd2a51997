import { expect, test, type Browser, type Locator, type Page } from './fixtures.ts';
import { demo, expectNoAxeViolations, gotoHydrated, logIn, watchProblems } from './support.ts';

// Project messages (docs/spec/features.md §2.12, §4, §5, §6): on design 2 — the demo customer's,
// with Maya as designer — the customer and the designer, each in a browser of their own, exchange
// messages and a file live; the designer starts a conversation that reaches the customer without a
// reload; a closed conversation is read-only; attachments are checked before they are sent.

const designPath = '/account/designs/2';

/** A signed-in browser of its own on design 2, its messages connected. */
async function personOnDesign(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email);
  await gotoHydrated(page, designPath);
  await expect(messagesOf(page).getByRole('list', { name: 'Conversations' })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

const messagesOf = (page: Page): Locator => page.getByRole('region', { name: 'Project Messages' });

/** Opens the conversation whose entry names `who` and reads `line`. */
async function open(page: Page, line: RegExp): Promise<Locator> {
  const block = messagesOf(page);
  await block.getByRole('button').filter({ hasText: line }).first().click();
  const log = block.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  return block;
}

test.describe('project messages', () => {
  test('the customer and the designer exchange messages and a file live, and a new conversation arrives', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const customer = await personOnDesign(browser, demo('customer').email);
    const designer = await personOnDesign(browser, demo('coach').email);
    const problems = [...[customer, designer].map((page) => watchProblems(page))];
    const stamp = Date.now();

    // The seeded open conversation: the customer's reply is the latest line.
    const customerBlock = await open(customer, /The two along the fence/);
    const designerBlock = await open(designer, /The two along the fence/);
    await expect(customerBlock).toContainText('Max file upload size: 5MB');
    await expectNoAxeViolations(customer, 'an open conversation');

    // Enter sends; the designer sees it without reloading.
    const question = `Could we fit a herb spiral by the patio? (${stamp})`;
    const reply = customerBlock.getByRole('textbox', { name: 'Your message' });
    await reply.fill(question);
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(designerBlock.getByRole('log').getByText(question)).toBeVisible();
    // Once, though the page relays what it sent.
    await expect(customerBlock.getByRole('log').getByText(question)).toHaveCount(1);

    // A file with a note, the other way.
    const note = `Here is the bed plan (${stamp})`;
    await designerBlock.getByRole('textbox', { name: 'Your message' }).fill(note);
    await designerBlock.locator('input[type="file"]').setInputFiles({
      name: 'bed-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a planting plan\n'),
    });
    await expect(designerBlock.getByText('bed-plan.pdf')).toBeVisible();
    await designerBlock.getByRole('button', { name: 'Send' }).click();
    const arrived = customerBlock.getByRole('log');
    await expect(arrived.getByText(note)).toBeVisible();
    const download = arrived.getByRole('link', { name: /bed-plan\.pdf/ });
    await expect(download).toBeVisible();
    const file = await customer.request.get(
      new URL((await download.getAttribute('href'))!, customer.url()).href,
    );
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Escape closes the panel.
    await customerBlock.getByRole('textbox', { name: 'Your message' }).press('Escape');
    await expect(customerBlock.getByRole('log')).toHaveCount(0);

    // The designer starts a conversation; it reaches the customer's list live.
    const hello = `A new thread about watering (${stamp})`;
    await designerBlock.getByRole('button', { name: 'New message' }).click();
    await designerBlock.getByRole('combobox', { name: 'To' }).click();
    await designer.getByRole('option', { name: 'Customer: Casey Customer' }).click();
    await designerBlock.getByRole('textbox', { name: 'New message' }).fill(hello);
    await designerBlock.getByRole('button', { name: 'Send' }).click();
    await expect(designerBlock.getByRole('log').getByText(hello)).toBeVisible();
    const entry = messagesOf(customer).getByRole('button').filter({ hasText: hello });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Unread');
    // Opening it marks it seen.
    await entry.click();
    await expect(messagesOf(customer).getByRole('log').getByText(hello)).toBeVisible();
    await messagesOf(customer).getByRole('button', { name: 'Close' }).click();
    await expect(entry).not.toContainText('Unread');
    expect(problems.flat()).toEqual([]);
  });

  test('a closed conversation is read-only, and the customer cannot start one', async ({
    page,
  }) => {
    await logIn(page, demo('customer').email);
    await gotoHydrated(page, designPath);
    const block = await open(page, /This thread was for scheduling/);
    await expect(block.getByText('Messaging closed.')).toBeVisible();
    await expect(block.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
    await expect(block.getByRole('button', { name: 'New message' })).toHaveCount(0);
  });

  test('an attachment over 5 MB or of another type is refused before it is sent', async ({
    page,
  }) => {
    await logIn(page, demo('customer').email);
    await gotoHydrated(page, designPath);
    const block = await open(page, /The two along the fence|herb spiral|bed plan/);
    // A message with a file. Opening the conversation marks it seen, with an empty form to the same
    // address, which may go out after this listener is in place: it is not an upload.
    const uploads: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataBuffer()?.toString('latin1') ?? '';
      if (
        request.method() === 'POST' &&
        request.url().includes('/conversations/') &&
        body.includes('filename=')
      ) {
        uploads.push(request.url());
      }
    });
    const input = block.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_000_001, 0x25),
    });
    await expect(
      block.getByText(
        'The file you are attempting to upload is too large, it must be less than 5MB',
      ),
    ).toBeVisible();
    await input.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(block.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(block.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(uploads).toEqual([]);
  });
});
