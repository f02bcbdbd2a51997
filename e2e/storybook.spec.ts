import { expect, test, type Page } from './fixtures.ts';
import { rawRequest } from './security/helpers.ts';
import { demo, logInThroughForm } from './support.ts';

// The built Storybook the site serves at /storybook/ (docs/editor-tools.md): `npm run build` makes
// it, and on the production build only admins may open it — the same rule and answers as /preview.

// A light section's docs page (seven stories): the journey waits for the whole page to render.
const headlineDocs = '/storybook/?path=/docs/sections-headline--docs';

/**
 * Signs in from /login, which sends the person back to the Storybook address they asked for. That
 * takes one hop more than a page: the client navigation is answered with a document load (Storybook
 * is no React Router page), so the wait is longer than logIn's own.
 */
async function signInBackToStorybook(page: Page, email: string) {
  await logInThroughForm(page, email, undefined, /\/(login|storybook\/\?path=.+)$/);
  await expect(page).toHaveURL(/\/storybook\/\?path=/, { timeout: 15_000 });
}

test('Storybook sends visitors to log in and refuses accounts that are not admins', async ({
  page,
}) => {
  const file = await page.request.get('/storybook/index.json', { maxRedirects: 0 });
  expect(file.status()).toBe(302);
  expect(file.headers()['location']).toBe('/login');
  // Without its closing slash the address is made whole first.
  const bare = await page.request.get('/storybook?path=/docs/x', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe('/storybook/?path=/docs/x');

  await page.goto(headlineDocs);
  await expect(page).toHaveURL(/\/login$/);
  // Signing in brings the customer back to the Storybook address, which refuses them as /preview does.
  await signInBackToStorybook(page, demo('customer').email);
  await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You are unauthorized to view this page')).toBeVisible();
  for (const path of ['/storybook/', '/storybook/index.json', '/storybook/iframe.html']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).not.toContain('"entries"');
  }
});

test('the admin opens a section’s Storybook docs from the kitchen sink, under the site’s policy', async ({
  page,
  context,
  baseURL,
}) => {
  // Storybook's manager and preview are megabytes of script: slow on a busy machine.
  test.setTimeout(90_000);
  // The link is in the server's HTML: no need to wait for the page's pictures or scripts.
  await page.goto('/kitchen-sink', { waitUntil: 'domcontentloaded' });
  const link = page
    .locator('[data-kitchen-sink-type="headline"]')
    .getByRole('link', { name: 'Storybook entry for headline' });
  await expect(link).toHaveAttribute('href', headlineDocs);
  // Not signed in yet: the link goes through /login, and signing in lands on Storybook itself.
  await link.click();
  await expect(page).toHaveURL(/\/login$/);
  await signInBackToStorybook(page, demo('admin').email);
  expect(new URL(page.url()).searchParams.get('path')).toBe('/docs/sections-headline--docs');

  // Storybook's own UI: its sidebar lists the section, and its preview frame shows the section's docs
  // page, with its fields and its stories rendered by the section's own code.
  await expect(page.locator('#storybook-explorer-tree').getByText('Headline').first()).toBeVisible({
    timeout: 30_000,
  });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { name: 'Fields' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(preview.locator('[data-section-type="headline"]').first()).toBeVisible();

  // The stories' mock API worker stays inside Storybook's folder: it controls none of the site's pages.
  const scopes = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(scopes.length).toBeGreaterThan(0);
  for (const scope of scopes) expect(scope).toBe(`${baseURL}/storybook/`);

  // The pages: their own inline scripts by hash, nothing else inline, never stored; hashed assets for
  // a year; each file with its type.
  const html = await page.request.get('/storybook/iframe.html');
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(html.headers()['cache-control']).toBe('private, no-store');
  const policy = html.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toMatch(/'sha256-[\w+/]+=*'/);
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  const entry = /src="\.\/(assets\/iframe-[\w-]+\.js)"/.exec(await html.text())?.[1];
  const asset = await page.request.get(`/storybook/${entry}`);
  expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(asset.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
  const index = await page.request.get('/storybook/index.json');
  expect(index.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(((await index.json()) as { entries: object }).entries).toHaveProperty(
    'sections-headline--docs',
  );

  // Nothing outside the folder, however the way out is written (sent as written, with the admin's
  // cookies, so the refusal is the folder's and not the admin check's).
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const path of [
    '/storybook/../../package.json',
    '/storybook/%2e%2e/%2e%2e/package.json',
    '/storybook/..%2f..%2fpackage.json',
    '/storybook/%2e%2e%2f%2e%2e%2fpackage.json',
    '/storybook/..\\..\\package.json',
    '/storybook/..%5c..%5cpackage.json',
    '/storybook/..%2fserver%2findex.js',
    '/storybook/assets/..%2f..%2fserver%2findex.js',
  ]) {
    const answer = await rawRequest(baseURL!, path, { headers: { Cookie: cookie } });
    expect(answer.status, path).toBe(404);
    expect(answer.text, path).not.toContain('devDependencies');
    expect(answer.text, path).not.toContain('staticSecurityHeaders');
  }
});
