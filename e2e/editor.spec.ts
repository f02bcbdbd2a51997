import { expect, test, type FrameLocator, type Page } from './fixtures.ts';
import { registry } from '../registry.ts';
import { demo, expectNoAxeViolations, gotoHydrated, logIn, watchProblems } from './support.ts';

const types = Object.keys(registry);

test('the kitchen sink shows every type built in, labelled, in registry order, then the CMS page', async ({
  page,
}) => {
  const response = await page.goto('/kitchen-sink');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen sink' })).toBeVisible();
  const labelled = await page
    .locator('[data-kitchen-sink-type]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-kitchen-sink-type')));
  expect(labelled).toEqual(types);
  for (const type of types) {
    const group = page.locator(`[data-kitchen-sink-type="${type}"]`);
    await expect(group.getByRole('heading', { level: 2, name: type, exact: true })).toBeAttached();
    await expect(group.locator(`[data-section-type="${type}"]`).first()).toBeAttached();
  }
  const hero = page.locator('[data-kitchen-sink-type="hero"]');
  await expect(hero.getByRole('link', { name: 'Storybook entry for hero' })).toHaveAttribute(
    'href',
    '/storybook/?path=/docs/sections-hero--docs',
  );
  await expect(hero.getByRole('link', { name: 'Live preview of hero' })).toHaveAttribute(
    'href',
    '/preview?type=hero',
  );
  // The reference API has a CMS page `kitchen-sink`: its sections follow the built-in part.
  const cms = page.locator('[data-kitchen-sink-cms]');
  await expect(cms.getByRole('heading', { name: 'Composed in the CMS' })).toBeVisible();
  const afterBuiltIn = await cms.evaluate((element) => {
    const groups = document.querySelectorAll('[data-kitchen-sink-type]');
    const last = groups[groups.length - 1]!;
    return Boolean(last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(afterBuiltIn).toBe(true);
});

test.describe('the live preview', () => {
  test('sends visitors to log in, and refuses accounts that are not admins', async ({ page }) => {
    await page.goto('/preview');
    await expect(page).toHaveURL(/\/login$/);
    // Signing in brings the customer back to /preview, which refuses them.
    await logIn(page, demo('customer').email, undefined, /\/preview$/);
    const response = await page.goto('/preview');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('You are unauthorized to view this page')).toBeVisible();
    expect((await page.request.get('/preview/frame')).status()).toBe(403);
  });

  async function openAsAdmin(page: Page, path = '/preview'): Promise<FrameLocator> {
    await page.goto('/login');
    await logIn(page, demo('admin').email);
    await gotoHydrated(page, path);
    return page.frameLocator('iframe[title^="Rendered sections"]');
  }

  test('renders in its frame when the frame is ready before the editor listens', async ({
    page,
  }) => {
    // The editor's own code held back: the frame hydrates first and says it is ready to nobody (it
    // then waited for ever, once in a CI run).
    await page.route(/\/assets\/preview-[^/]*\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 2_000));
      await route.continue();
    });
    const frame = await openAsAdmin(page, '/preview?type=faq');
    await expect(frame.locator('[data-section-type="faq"]').first()).toBeVisible();
  });

  test('renders a type’s demo content, lists problems, switches width and simulates time_reveal', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const frame = await openAsAdmin(page, '/preview?type=faq');
    await expect(frame.locator('[data-section-type="faq"]').first()).toBeVisible();
    await expect(page.getByText('No problems: every section can be shown.')).toBeVisible();
    // The tool itself, and the sections in its frame, pass axe at a desktop and a phone width.
    await expectNoAxeViolations(page, '/preview at 1280 px');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, '/preview at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The type picker starts from another type's demo content.
    await page.getByRole('combobox', { name: 'Section type' }).selectOption('hero');
    await page.getByRole('button', { name: 'Start from its demo content' }).click();
    await expect(frame.locator('[data-section-type="hero"]').first()).toBeVisible();
    await expect(frame.locator('[data-section-type="faq"]')).toHaveCount(0);

    // Invalid content: each problem with its position, type and field, and a notice in the frame.
    const json = page.getByRole('textbox', { name: 'Section or page JSON' });
    await json.fill(
      JSON.stringify({
        data: {
          page_sections: [
            { type: 'headline', content: { headline: 'Planting by the moon' } },
            { type: 'hero', content: { headline: '' } },
            { type: 'no-such-type', content: {} },
            { type: 'headline', content: { headline: 'Two minutes later', time_reveal: 2 } },
          ],
        },
      }),
    );
    const list = page.getByRole('region', { name: /2 problems/ });
    await expect(list).toContainText(
      'Section 2 (type “hero”): field content.headline: The headline is required.',
    );
    await expect(list).toContainText(
      'Section 3 (type “no-such-type”): No section module is registered for this type.',
    );
    await expect(frame.getByRole('heading', { name: 'Planting by the moon' })).toBeVisible();
    await expect(frame.getByRole('note', { name: 'Section 2 problem' })).toBeVisible();

    // Broken JSON: where it breaks; the frame keeps the last good rendering.
    await json.fill('[\n  { "type": "headline",\n    "content": { "headline": "x" }\n  ,\n]');
    await expect(
      page.getByText(/The text is not valid JSON at line \d+, column \d+/),
    ).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Planting by the moon' })).toBeVisible();

    // Widths: the frame is as wide as the chosen viewport, and the section's media queries follow.
    const iframe = page.locator('iframe[title^="Rendered sections"]');
    await expect(iframe).toHaveAttribute('width', '375');
    await page.getByRole('radio', { name: '1312 px' }).check();
    await expect(iframe).toHaveAttribute('width', '1312');
    expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(1312);

    // time_reveal: at once, or what a visitor sees after some minutes.
    await json.fill(
      JSON.stringify([
        { type: 'headline', content: { headline: 'Planting by the moon' } },
        { type: 'headline', content: { headline: 'Two minutes later', time_reveal: 2 } },
      ]),
    );
    await expect(frame.getByRole('heading', { name: 'Two minutes later' })).toBeVisible();
    await page.getByRole('radio', { name: 'Simulate a visit' }).check();
    await expect(frame.getByRole('heading', { name: 'Two minutes later' })).toHaveCount(0);
    await expect(
      page.getByText('Section 2 (type “headline”) appears after 2 minutes.'),
    ).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Minutes since the visitor arrived' }).fill('2');
    await expect(frame.getByRole('heading', { name: 'Two minutes later' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('never runs a pasted script, and sends nothing anywhere', async ({
    page,
    cspViolations,
  }) => {
    const frame = await openAsAdmin(page, '/preview?type=body');
    await expect(frame.locator('[data-section-type="body"]').first()).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    page.on('dialog', (dialog) => {
      sent.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('textbox', { name: 'Section or page JSON' }).fill(
      JSON.stringify([
        {
          type: 'body',
          content: {
            body: '<p>Mulch in autumn.</p><script>window.top.__pwned = 1; alert(1)</script><img src="/favicon.svg" alt="" onload="window.top.__pwned = 2"><a href="javascript:window.top.__pwned=3">tap</a>',
          },
        },
        {
          type: 'embed',
          content: { html: '<script>window.top.__pwned = 4</script><p>Embedded</p>' },
        },
      ]),
    );
    await expect(frame.getByText('Mulch in autumn.')).toBeVisible();
    await expect(frame.getByText('Embedded')).toBeVisible();
    await frame.getByText('tap').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(frame.locator('main script')).toHaveCount(0);
    expect(sent).toEqual([]);
    // Chromium checks the pasted onload against the page's policy while the sanitizer parses it (in
    // an inert document, before removing it) and reports the refusal: the policy at work, nothing ran.
    // Anything else the policy reported still fails the test.
    const unexpected = cspViolations.filter((violation) =>
      typeof violation === 'string'
        ? !/Executing inline event handler violates/.test(violation)
        : violation.directive !== 'script-src-attr' ||
          !/\/assets\/sanitizeHtml-[\w-]{8}\.js:/.test(violation.source),
    );
    expect(unexpected).toEqual([]);
    cspViolations.length = 0;
  });
});
