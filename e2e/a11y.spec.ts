import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { demoOrderUuids } from '../api/seed/accountArea.ts';
import { seedPages } from '../src/demo/pages.ts';
import type { DemoAccountKey } from '../api/seed/accounts.ts';
import {
  apiAccount,
  apiToken,
  apiUrl,
  demo,
  expectNoAxeViolations,
  gotoHydrated,
  logIn,
  watchProblems,
} from './support.ts';

/**
 * Every route, at a desktop and a phone width, signed out and signed in: no axe violation (WCAG 2.0–2.2
 * A/AA and best practices), and a title and a description in the head.
 */

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** A content page's path: the slug, with `home` at `/`. */
const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

const contentPaths = seedPages.filter((page) => page.published).map((page) => pathOf(page.slug));

/** Routes outside the CMS (`/businesses` is also a CMS page; `/designers` redirects to one). */
const appPaths = [
  '/kitchen-sink',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=e2e-token&email=someone@trellis.test',
  '/welcome',
  '/designers',
];

const signedOutPaths = [...new Set([...contentPaths, ...appPaths])];

/** Routes behind the guard: a visitor is sent to /login, so they are checked signed in. */
const accountPaths: Record<'customer' | 'coach' | 'owner', string[]> = {
  customer: [
    '/account',
    '/account/orders',
    `/account/orders/${demoOrderUuids.upcomingSession}`,
    `/account/orders/${demoOrderUuids.upcomingSession}/questionnaire`,
    `/account/orders/${demoOrderUuids.design}`,
    '/account/payments',
    '/account/designs',
    '/account/designs/1',
    // Design 2: the design at a glance with its photos, and its project messages.
    '/account/designs/2',
    '/account/subscription',
    '/account/accountPageTransitions',
    '/submit-your-garden',
    '/directory-application',
    // A content page with the signed-in header (the avatar menu) and the design banner.
    '/',
  ],
  coach: [
    '/account',
    '/account/coaching',
    '/account/coaching/manage',
    '/account/designs',
    '/account/designs/2',
  ],
  owner: ['/account', '/account/business', '/account/payments'],
};

/** The public profiles of the demo designer (by account id) and of the owner's business (by slug). */
async function profilePaths(request: APIRequestContext): Promise<string[]> {
  const coach = await apiAccount(request, await apiToken(request, demo('coach').email));
  const businessId = demo('owner').provider_id;
  const response = await request.get(`${apiUrl}/providers/${businessId}`);
  expect(response.ok()).toBe(true);
  const business = ((await response.json()) as { data: { slug: string } }).data;
  return [`/designers/${coach.id}`, `/businesses/${business.slug}`];
}

interface HeadFacts {
  title: string;
  description: string | null;
}

async function headOf(page: Page): Promise<HeadFacts> {
  return page.evaluate(() => ({
    title: document.title,
    description:
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
  }));
}

/**
 * Opens `path` at the desktop width (waiting for hydration and the network to settle), checks its head,
 * then runs axe at each width of `viewports`: one page load serves both widths.
 */
async function checkPage(page: Page, path: string, expectedStatus = 200): Promise<HeadFacts> {
  await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
  const response = await page.goto(path);
  expect.soft(response?.status(), `${path}: status`).toBe(expectedStatus);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const head = await headOf(page);
  expect.soft(head.title.trim(), `${path}: <title>`).toMatch(/\S.* \| Trellis$/);
  expect.soft(head.description?.trim(), `${path}: meta description`).toBeTruthy();
  for (const viewport of viewports) {
    const problem = `${path} at ${viewport.width} px`;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Layout and anything that listens to media queries settle before axe looks.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await expectNoAxeViolations(page, problem).catch((error: Error) => {
      // Soft, so that one test lists every page's violations instead of stopping at the first.
      expect.soft(error.message, problem).toBe('');
    });
  }
  return head;
}

test.describe('signed out, at 1280 and 375 px', () => {
  for (const path of signedOutPaths) {
    test(`${path} passes axe, has a title and a description, and loads without errors`, async ({
      page,
    }) => {
      // The kitchen sink holds every section type: axe takes a while over it on a busy machine (67 s
      // at 1280 px alone, at load 17 on two cores).
      if (path === '/kitchen-sink') test.setTimeout(240_000);
      const problems = watchProblems(page);
      await checkPage(page, path);
      expect(problems, `${path}: console errors, failed requests, error responses`).toEqual([]);
    });
  }

  test('a designer’s and a business’s profile pass axe', async ({ page, request }) => {
    for (const path of await profilePaths(request)) await checkPage(page, path);
  });

  test('the 404 page passes axe and is titled Page not found', async ({ page }) => {
    const head = await checkPage(page, '/no-such-page-for-the-a11y-check', 404);
    expect(head.title).toBe('Page not found | Trellis');
  });
});

test.describe('signed in, at 1280 and 375 px', () => {
  for (const key of Object.keys(accountPaths) as (keyof typeof accountPaths & DemoAccountKey)[]) {
    test(`the ${key}’s pages pass axe and have a title and a description`, async ({ page }) => {
      test.setTimeout(150_000);
      await logIn(page, demo(key).email);
      // The avatar menu loads lazily after hydration: checked once it is there.
      await gotoHydrated(page, '/account');
      await expect(page.getByRole('button', { name: /account menu for /i })).toBeVisible();
      for (const path of accountPaths[key]) await checkPage(page, path);
    });
  }
});

/**
 * The titles of every route, from the server HTML (what a search engine and a tab show first): none is
 * empty, no two pages share one, and each has a description.
 */
test('every route has its own title and a description', async ({ page, request }) => {
  test.setTimeout(120_000);
  const heads = new Map<string, HeadFacts>();
  async function readHead(context: APIRequestContext, path: string) {
    const response = await context.get(path);
    // A legacy path redirects: the page it lands on is the one with the title.
    const url = new URL(response.url());
    const key = `${url.pathname}${url.search}`;
    if (heads.has(key)) return;
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;
    heads.set(key, { title, description });
  }
  const profiles = await profilePaths(request);
  for (const path of [...signedOutPaths, ...profiles, '/no-such-page-for-titles']) {
    await readHead(request, path);
  }
  for (const key of ['customer', 'coach', 'owner'] as const) {
    await page.context().clearCookies();
    await logIn(page, demo(key).email);
    for (const path of accountPaths[key]) await readHead(page.request, path);
  }

  const byTitle = new Map<string, string[]>();
  for (const [path, head] of heads) {
    expect.soft(head.title, `${path}: title`).toMatch(/\S.* \| Trellis$/);
    expect.soft(head.description?.trim(), `${path}: description`).toBeTruthy();
    byTitle.set(head.title, [...(byTitle.get(head.title) ?? []), path]);
  }
  const shared = [...byTitle].filter(([, paths]) => paths.length > 1);
  expect(shared, 'pages that share a title').toEqual([]);
});

test('a content page carries its canonical address and its sharing tags', async ({
  request,
  baseURL,
}) => {
  const post = seedPages.find((page) => page.slug.startsWith('blog/') && page.published)!;
  // The query is no part of the canonical address.
  const html = await (await request.get(`/${post.slug}?utm_source=newsletter`)).text();
  const address = `${baseURL}/${post.slug}`;
  expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
  expect(html).toContain(`<meta property="og:url" content="${address}"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<meta property="og:site_name" content="Trellis"/>');
  expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
  const home = await (await request.get('/')).text();
  expect(home).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
  expect(home).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/api/media/`));
});
