import { expect, test } from './fixtures.ts';
import { seedProviders, slugify } from '../api/seed/directoryData.ts';
import { e2ePages, seedPages } from '../src/demo/pages.ts';
import { formatHtmlErrors, validateHtml, type HtmlDocument } from './htmlValidator.ts';
import { apiAccount, apiToken, demo, logIn } from './support.ts';

/** A content page's path: the slug, with `home` at `/`. */
const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

/** The routes outside the CMS that a visitor reaches (`/designers` redirects to the `design` page). */
const appPaths = [
  '/kitchen-sink',
  '/login',
  '/register',
  '/forgot-password',
  '/designers',
  '/businesses',
  `/businesses/${slugify(seedProviders[0]!.name)}`,
];

/** Forms only a signed-in person sees (a visitor is sent to /login). */
// The designs as an admin sees them (every design: the one in homework, the one in design).
const signedInPaths = [
  '/submit-your-garden',
  '/directory-application',
  '/account/designs',
  '/account/designs/1',
  '/account/designs/2',
];

/**
 * The server-rendered HTML of every seeded page and every route a crawl reaches conforms to HTML as the
 * Nu HTML Checker reads it (errors only; see htmlValidator.ts). The HTML is fetched without running
 * scripts, so this is what the browser parses first. All pages go through one checker run.
 */
test('the server HTML of every page has no HTML errors (Nu HTML Checker)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [...seedPages, ...e2ePages];
  // A set: some routes outside the CMS read a page of the same slug (`/businesses`).
  const paths = new Set([
    ...pages.filter(({ published }) => published).map(({ slug }) => pathOf(slug)),
    ...appPaths,
    // A designer's profile is addressed by the designer's account id.
    `/designers/${(await apiAccount(request, await apiToken(request, demo('coach').email))).id}`,
  ]);
  const documents: HtmlDocument[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    documents.push({ name: path, html: await response.text() });
  }
  // Signed in as an admin: the forms, and the drafts (shown to admins only, with the draft notice).
  const drafts = pages.filter(({ published }) => !published).map(({ slug }) => pathOf(slug));
  await logIn(page, demo('admin').email);
  for (const path of [...signedInPaths, ...drafts]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    documents.push({ name: `${path} (admin)`, html: await response.text() });
  }
  const notFound = await request.get('/no-such-page-for-the-html-check');
  expect(notFound.status()).toBe(404);
  documents.push({ name: '(404 page)', html: await notFound.text() });
  // Proves the checker runs and its errors reach this test: a document that must fail.
  const canary = {
    name: '(canary)',
    html: '<!doctype html><html lang="en"><title>x</title><img src="a.png" sizes="50vw" alt="">',
  };

  const errors = await validateHtml([...documents, canary]);

  expect(errors.get(canary.name)?.length, 'the canary document has an error').toBeGreaterThan(0);
  errors.delete(canary.name);
  const report = formatHtmlErrors(errors);
  expect(report, `HTML errors:\n${report}`).toBe('');
});
