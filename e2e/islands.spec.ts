import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2ePages } from '../src/demo/pages.ts';
import { isStaticSection } from '../registry.ts';
import { scrollThrough } from './support.ts';

// Decision 029: static sections keep their server HTML and load no code; interactive sections
// hydrate, those far below the first screen only when they come near or are touched (decision 031). Nothing the server sent may be lost on the way (an earlier attempt at partial hydration
// showed 141 sections in the HTML and 13 after hydration).

/** Each shown section's type and text, read from a document (the server's, or the live one). */
function sectionsOf(root: Document | Element) {
  return [...root.querySelectorAll('main [data-section-type]:not([data-section-pending])')].map(
    (element) => ({
      type: element.getAttribute('data-section-type') ?? '',
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }),
  );
}

/**
 * Opens a page, keeping the HTML the server sent, waits for hydration and scrolls to the end (so
 * anything that waits for the viewport has its turn), then reads the sections of both.
 */
async function serverAndHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  const html = await response!.text();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await scrollThrough(page, 4);
  return page.evaluate(
    ([serverHtml, read]) => {
      const sections = new Function(`return (${read})`)() as typeof sectionsOf;
      const server = new DOMParser().parseFromString(serverHtml, 'text/html');
      return { server: sections(server), hydrated: sections(document) };
    },
    [html, sectionsOf.toString()] as const,
  );
}

const shownSections = 'main [data-section-type]:not([data-section-pending])';

// Sections whose text legitimately changes once in the browser: products come from the store and an
// embedded table from its address in the browser (the server renders their loading state).
const clientData = new Set(['shop-product', 'shop-product-grid', 'embed']);

for (const path of ['/e2e/twenty-six-sections', '/e2e/thousand-sections']) {
  test(`every section of ${path} is still there after hydration, with the same text`, async ({
    page,
  }) => {
    const { server, hydrated } = await serverAndHydrated(page, path);
    const seed = e2ePages.find((candidate) => `/${candidate.slug}` === path)!;
    expect(server.length).toBeGreaterThanOrEqual(seed.page_sections.length);
    expect(hydrated.length).toBe(server.length);
    expect(hydrated.map((section) => section.type)).toEqual(server.map((section) => section.type));
    const comparable = (list: typeof server) =>
      list.map((section) => (clientData.has(section.type) ? section.type : section.text));
    expect(comparable(hydrated)).toEqual(comparable(server));
  });
}

test('static sections load no code; a client navigation renders them; island links navigate in place', async ({
  page,
}) => {
  const longPage = e2ePages.find((candidate) => candidate.slug === 'e2e/twenty-six-sections')!;
  const staticTypes = [
    ...new Set(longPage.page_sections.filter(isStaticSection).map((section) => section.type)),
  ];
  const interactiveTypes = [
    ...new Set(
      longPage.page_sections
        .filter((section) => !isStaticSection(section))
        .map((section) => section.type),
    ),
  ];
  expect(staticTypes).toEqual(expect.arrayContaining(['headline', 'garden-callout', 'image']));

  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) requested.add(match[1]!);
  });
  await page.goto(`/${longPage.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(staticTypes.filter((type) => requested.has(type))).toEqual([]);
  expect(interactiveTypes.filter((type) => requested.has(type)).length).toBeGreaterThan(0);
  const firstCount = await page.locator(shownSections).count();
  expect(firstCount).toBeGreaterThanOrEqual(longPage.page_sections.length);

  // A link in a static section goes through the router: no new document.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  const callout = page.locator('[data-section-island=""] [data-section-type="garden-callout"]');
  const link = callout.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/[a-z]/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // Back to a content page by a client navigation: its static sections render with their code.
  await page.goBack();
  await expect(page).toHaveURL(/twenty-six-sections$/);
  await expect(page.locator('main [data-section-type="headline"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator(shownSections)).toHaveCount(firstCount);
  expect(requested.has('headline')).toBe(true);
});

test('interactive sections far below the first screen load their code when near or touched, and keep focus and the click', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) requested.add(match[1]!);
  });
  // The share and faq chunks wait for the test's word, so the visitor acts before the code is there.
  const held = new Map<string, () => void>();
  for (const type of ['share', 'faq']) {
    const released = new Promise<void>((resolve) => held.set(type, resolve));
    await page.route(new RegExp(`/assets/${type}-[\\w-]{8}\\.js$`), async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto('/e2e/twenty-six-sections');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const deferred = (type: string) =>
    page.locator(
      `[data-section-island="interactive"][data-deferred]:has([data-section-type="${type}"])`,
    );
  for (const type of ['faq', 'share', 'video']) {
    expect(requested.has(type), `${type} requested on first load`).toBe(false);
    await expect(deferred(type)).toHaveCount(1);
  }

  // Tab into the share section: its code loads, and focus stays on the same control after the swap.
  const share = page.locator('[data-section-type="share"]');
  const firstControl = share.locator('a[href], button').first();
  const name = await firstControl.evaluate(
    (element) => element.textContent ?? element.getAttribute('aria-label'),
  );
  await firstControl.evaluate((control) => {
    const focusable = [
      ...document.querySelectorAll<HTMLElement>('main a[href], main button, main input'),
    ];
    focusable[focusable.indexOf(control as HTMLElement) - 1]!.focus();
  });
  await page.keyboard.press('Tab');
  await expect.poll(() => requested.has('share')).toBe(true);
  await expect(deferred('share')).toHaveCount(1);
  held.get('share')!();
  await expect(deferred('share')).toHaveCount(0);
  const focusedAfter = await page.evaluate(() => {
    const active = document.activeElement!;
    return {
      inShare: !!active.closest(
        '[data-section-island="interactive"]:not([data-deferred]) [data-section-type="share"]',
      ),
      name: active.textContent ?? active.getAttribute('aria-label'),
    };
  });
  expect(focusedAfter).toEqual({ inShare: true, name });

  // Scrolled near, the FAQ loads its code; a click made before it arrived opens the question after.
  await page.locator('[data-section-type="faq"]').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.has('faq')).toBe(true);
  const question = page.locator('[data-section-type="faq"] button').first();
  await question.click();
  await expect(deferred('faq')).toHaveCount(1);
  held.get('faq')!();
  await expect(deferred('faq')).toHaveCount(0);
  await expect(page.locator('[data-section-type="faq"] button').first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.locator('[data-section-type="faq"] [role="region"]').first()).toBeVisible();
  expect(requested.has('video')).toBe(false);
});

test('on a phone, home loads the FAQ code only once the FAQ comes near', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) requested.add(match[1]!);
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(requested.has('faq')).toBe(false);
  const faq = page.locator('[data-section-type="faq"]');
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.has('faq')).toBe(true);
  await expect(page.locator('[data-deferred]:has([data-section-type="faq"])')).toHaveCount(0);
  const question = faq.getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
