import { expect, test } from './fixtures.ts';

// Page delivery (docs/performance.md): two stylesheets at most, the sections' only where sections show,
// and CDN-friendly caching for public pages only.

const stylesheets = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1],
  );

test('a content page links two stylesheets, the site’s then the sections’; login links one', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  const links = stylesheets(home);
  expect(links).toHaveLength(2);
  expect(links[0]).toMatch(/\/assets\/site-[\w-]+\.css$/);
  expect(links[1]).toMatch(/\/assets\/sections-[\w-]+\.css$/);
  const login = stylesheets(await (await request.get('/login')).text());
  expect(login).toEqual([links[0]]);
});

test('a client navigation to a content page loads the sections’ stylesheet before it shows', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Trellis home' }).first().click();
  const hero = page.locator('[data-section-type="hero"]').first();
  await expect(hero).toBeVisible();
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href),
  );
  expect(sheets.some((href) => /\/assets\/sections-[\w-]+\.css$/.test(href))).toBe(true);
  // Styled: the hero section's frame has its theme padding, not the browser's zero.
  expect(await hero.evaluate((element) => getComputedStyle(element).paddingTop)).not.toBe('0px');
});

test('public pages may be cached by a CDN; anything personal is never stored', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toMatch(
    /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/,
  );
  expect(home.headers()['vary']).toMatch(/Cookie/);
  const preview = await request.get('/?preview');
  expect(preview.headers()['cache-control']).toBe('private, no-store');
  const asset = stylesheets(await home.text())[0]!;
  expect((await request.get(asset)).headers()['cache-control']).toMatch(/immutable/);
});
