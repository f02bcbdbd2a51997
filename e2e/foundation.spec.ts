import { expect, test } from './fixtures.ts';
import { demoPassword, demoAccounts } from '../api/seed/accounts.ts';
import { seedPages } from '../src/demo/pages.ts';
import { expectNoAxeViolations, isSessionCookie, watchProblems } from './support.ts';

const home = seedPages.find((page) => page.slug === 'home')!;
const customer = demoAccounts.find((account) => account.role === 'customer')!;

function headlineOf(section: { content: Record<string, unknown> }): string | null {
  const headline = section.content.headline;
  return typeof headline === 'string' && headline.trim() ? headline.trim() : null;
}

test('the home page arrives server-rendered with its sections before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  const headlines = home.page_sections.map(headlineOf).filter((h): h is string => h !== null);
  expect(headlines.length).toBeGreaterThan(1);
  for (const headline of headlines) {
    await expect(page.getByText(headline, { exact: true }).first()).toBeVisible();
  }
  // In the HTML itself, in CMS order.
  const positions = headlines.map((headline) => html.indexOf(escapeHtml(headline)));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await context.close();
});

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test('sections appear in CMS order, each with its type', async ({ page }) => {
  await page.goto('/');
  const types = await page
    .locator('[data-section-type]:not([data-section-pending])')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-section-type')),
    );
  const expected = home.page_sections
    .filter((section) => !Number(section.content.time_reveal ?? 0))
    .map((section) => section.type);
  expect(types).toEqual(expected);
});

test('the home page has no console errors, failed requests or axe violations', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a section with time_reveal appears only after its time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/e2e/time-reveal');
  await expect(page.getByRole('heading', { name: 'Shown at once' })).toBeVisible();
  const revealed = page.getByText('Revealed after two minutes');
  await page.clock.runFor('01:50');
  await expect(revealed).toHaveCount(0);
  await page.clock.runFor('00:15');
  await expect(revealed).toBeVisible();
});

test('an unknown type and broken content never break the rest of the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/e2e/resilience');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Resilience check' })).toBeVisible();
  await expect(page.getByText('The body after the broken sections renders.')).toBeVisible();
  await expect(page.locator('[data-section-type="image"] img')).toHaveCount(1);
  // Visitors see no notice; a preview names the section, its type and the failing field.
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.goto('/e2e/resilience?preview=1');
  const notices = page.getByRole('note');
  await expect(notices).toHaveCount(2);
  await expect(notices.nth(0)).toContainText('no-such-section');
  await expect(notices.nth(1)).toContainText('faq');
  await expect(notices.nth(1)).toContainText('content.faqs');
  expect(errors).toEqual([]);
});

test('logging in through the site sets an HttpOnly cookie that page scripts cannot read', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const token = (await context.cookies()).find((cookie) =>
    isSessionCookie('trellis_token', cookie.name),
  );
  // Production names it with the __Host- prefix: only this host, over a secure connection, sets it.
  expect(token?.name).toBe('__Host-trellis_token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.value).toBeTruthy();
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain('trellis_token');
  expect(scriptCookies).not.toContain(token!.value);

  // A signed-in request through the site server's API door answers the account.
  const account = await page.evaluate(async () => {
    const response = await fetch('/api/account');
    return {
      status: response.status,
      body: (await response.json()) as { data: { email: string } },
    };
  });
  expect(account.status).toBe(200);
  expect(account.body.data.email).toBe(customer.email);
});

test('a wrong password shows the form-error wording and keeps the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your username or password were incorrect. Please try again.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue(customer.email);
});

test('the API door refuses to hand a login token to page scripts', async ({ request, baseURL }) => {
  // From the site's own origin, so the door's allowlist answers (not the cross-site refusal).
  const response = await request.post('/api/login', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { email: customer.email, password: demoPassword },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('access_token');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  for (const name of ['Inspiration', 'About', 'Blog']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
});

test('legacy paths redirect permanently, including those the server provides', async ({
  request,
}) => {
  const coaches = await request.get('/Coaches/', { maxRedirects: 0 });
  expect(coaches.status()).toBe(301);
  expect(coaches.headers().location).toBe('/design');
  const fromServer = await request.get('/garden-design-services', { maxRedirects: 0 });
  expect(fromServer.status()).toBe(301);
  expect(fromServer.headers().location).toBe('/design');
});

test('the kitchen sink shows every registered section type', async ({ page }) => {
  const { registry } = await import('../registry.ts');
  await page.goto('/kitchen-sink');
  for (const type of Object.keys(registry)) {
    await expect(page.locator(`[data-section-type="${type}"]`).first()).toBeAttached();
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

// Every published page and /kitchen-sink load without a console error or a failed request, and pass
// axe at two widths: a11y.spec.ts.

test('a client-side navigation loads the next page and its section code', async ({ page }) => {
  const problems = watchProblems(page);
  const about = seedPages.find((candidate) => candidate.slug === 'about')!;
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The footer's menus load as it comes near the screen (FooterIsland), as the visitor scrolls to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  const firstHeadline = about.page_sections.map(headlineOf).find((headline) => headline !== null)!;
  await expect(page.getByText(firstHeadline, { exact: true }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unpublished page is a 404 for visitors and shown with a notice to admins', async ({
  page,
}) => {
  const draft = seedPages.find((candidate) => !candidate.published)!;
  const visitor = await page.goto(`/${draft.slug}`);
  expect(visitor?.status()).toBe(404);
  const admin = demoAccounts.find((account) => account.role === 'admin')!;
  await page.goto('/login');
  await page.getByLabel('Email address').fill(admin.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const asAdmin = await page.goto(`/${draft.slug}`);
  expect(asAdmin?.status()).toBe(200);
  await expect(page.getByText('This page is not published: only admins can see it.')).toBeVisible();
});

test('the account page sends visitors to log in and brings them back after', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Login to access that page.')).toBeVisible();
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the Shop link opens the stand-in store through the API door', async ({ page, context }) => {
  await page.goto('/');
  const [store] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Shop/ }).click(),
  ]);
  await store.waitForLoadState();
  await expect(store.getByRole('heading', { name: 'Trellis Shop' })).toBeVisible();
});
