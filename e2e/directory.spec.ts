import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { canadianProvinces } from '../src/lib/forms/regions.ts';
import type { GimmeDatRequest } from '../src/lib/api/types.ts';
import { searchDebounceMs } from '../sections/card-grid/cardQuery.ts';
import { gotoHydrated, logIn, registerViaApi, watchProblems } from './support.ts';

/** The bodies of the card calls a page makes. */
function cardRequests(page: Page) {
  const bodies: GimmeDatRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gimme-dat/')) {
      bodies.push(request.postDataJSON() as GimmeDatRequest);
    }
  });
  return bodies;
}

/** The query the coach-cards cookie holds (the page it also saves left out), or null without one. */
async function savedQuery(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === 'coach-cards');
  if (!cookie) return null;
  const { page: _page, ...query } = JSON.parse(decodeURIComponent(cookie.value)) as Record<
    string,
    unknown
  >;
  return query;
}

const grid = (page: Page) => page.locator('[data-section-type="card-grid"]').first();
const cardTitles = (page: Page) =>
  grid(page).getByRole('listitem').getByRole('heading', { level: 3 });

test('designer directory: load more, a debounced search, the map and expertise, restored after a reload, cleared', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const bodies = cardRequests(page);
  // The page's clock is Playwright's, running as usual until the search is typed (see there).
  await page.clock.install();
  await gotoHydrated(page, '/design');
  await expect(cardTitles(page)).toHaveCount(9);
  await grid(page).getByRole('button', { name: 'Load more' }).click();
  await expect(cardTitles(page)).toHaveCount(18);
  expect(bodies.at(-1)).toMatchObject({ resource: 'coaches', query: { page: 1 } });

  // Typed a letter at a time, 40 ms apart: one search after the pause, from the first page, none for
  // 'Portl'. The 40 ms are the page's time: its clock stands still while a letter is typed and moves
  // 40 ms between letters. On a busy machine a real pause between two key presses outlasted the
  // 300 ms debounce and a search for 'Portl' went out.
  const search = grid(page).getByRole('searchbox', { name: 'Search designers' });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  for (const letter of 'Portland') {
    await search.pressSequentially(letter);
    await page.clock.runFor(40);
  }
  await page.clock.runFor(searchDebounceMs);
  await page.clock.resume();
  await expect
    .poll(() => bodies.filter((body) => body.query?.advancedSearch === 'Portland').length)
    .toBe(1);
  expect(
    bodies.filter(
      (body) =>
        body.query?.advancedSearch?.startsWith('Portl') && body.query.advancedSearch !== 'Portland',
    ),
  ).toEqual([]);
  expect(bodies.at(-1)?.query).toEqual({ advancedSearch: 'Portland' });
  await expect(cardTitles(page).first()).toBeVisible();
  for (const card of await grid(page).getByRole('article').all()) {
    await expect(card).toContainText('Portland');
  }
  await grid(page).getByRole('button', { name: 'Clear all filters' }).click();
  await expect(search).toHaveValue('');

  // A state on the map, then an expertise.
  await grid(page).getByRole('button', { name: 'Region: Select a region' }).click();
  await page.getByRole('button', { name: 'Texas', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('button', { name: 'Region: Texas' })).toBeVisible();
  await expect.poll(() => bodies.at(-1)?.query).toEqual({ region: ['TX'] });
  await expect(cardTitles(page).first()).toBeVisible();
  for (const card of await grid(page).getByRole('article').all()) {
    await expect(card).toContainText(', TX');
  }
  await grid(page).getByRole('combobox', { name: 'Expertise' }).click();
  await page.getByRole('option').first().click();
  await expect.poll(() => bodies.at(-1)?.query?.expertise).toEqual(expect.any(Number));
  const chosen = bodies.at(-1)!.query!;

  // A reload brings the same filters back (the coach-cards cookie). The grid writes the cookie when
  // the answer to that request has come, not when it is sent: reloading before then would bring back
  // the filters before the expertise (seen on a busy machine), so the reload waits for the cookie.
  await expect.poll(() => savedQuery(context)).toEqual(chosen);
  const before = bodies.length;
  await page.reload();
  // The grid reads the cookie in an effect, once the page has hydrated: on a loaded machine that can
  // take longer than an expectation waits.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(grid(page).getByRole('button', { name: 'Region: Texas' })).toBeVisible();
  await expect.poll(() => bodies.slice(before).map((body) => body.query)).toContainEqual(chosen);
  for (const card of await grid(page).getByRole('article').all()) {
    await expect(card).toContainText(', TX');
  }

  await grid(page).getByRole('button', { name: 'Clear all filters' }).click();
  await expect(grid(page).getByRole('button', { name: 'Region: Select a region' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(9);
  expect((await context.cookies()).some((cookie) => cookie.name === 'coach-cards')).toBe(false);
  expect(problems).toEqual([]);
});

test('a favourite designer comes first in the directory', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'favourite');
  await logIn(page, account.email, account.password);
  await page.goto('/design');
  await expect(cardTitles(page)).toHaveCount(9);
  const fifth = (await cardTitles(page).nth(4).textContent())!.trim();
  const heart = grid(page).getByRole('button', { name: `Favorite ${fifth}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(cardTitles(page).first()).toHaveText(fifth);
  await expect(grid(page).getByRole('button', { name: `Favorite ${fifth}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The card leads to the designer's profile.
  await cardTitles(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: fifth })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();
  // The profile's own toggle knows the favourite, and takes it back.
  const profileHeart = page.getByRole('button', { name: `Favorite ${fifth}` });
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');
  await profileHeart.click();
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'false');
});

test('the RSS feed of the latest posts, and /rss sending to it', async ({ request }) => {
  const response = await request.get('/rss');
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(/\/feed\.xml$/);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  const items = xml.match(/<item>/g) ?? [];
  expect(items.length).toBe(20);
  const firstLink = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)![1]!;
  expect((await request.get(new URL(firstLink).pathname)).status()).toBe(200);
});

test('business directory: Canada on the region filter, then a business profile', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const bodies = cardRequests(page);
  await page.goto('/businesses');
  await expect(cardTitles(page)).toHaveCount(9);
  await grid(page).getByRole('button', { name: 'Region: Select a region' }).click();
  await page.getByRole('button', { name: 'Canada', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => bodies.at(-1)?.query).toEqual({ region: ['canada'] });
  await expect(grid(page).getByRole('button', { name: 'Region: Canada' })).toBeVisible();
  await expect(cardTitles(page).first()).toBeVisible();
  const provinces = canadianProvinces.map((province) => `, ${province.value}`);
  for (const card of await grid(page).getByRole('article').all()) {
    const text = (await card.textContent()) ?? '';
    expect(provinces.some((province) => text.includes(province))).toBe(true);
  }
  const name = (await cardTitles(page).first().textContent())!.trim();
  await cardTitles(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/businesses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(problems).toEqual([]);
});
