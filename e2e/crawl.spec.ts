import { expect, test } from './fixtures.ts';

/** At most this many pages are fetched (the demo site has about two hundred). */
const pageLimit = 600;

/** Same-site paths a visitor's links lead to, from a page's HTML (anchors only; no scripts run). */
function linksOf(html: string, base: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin) continue;
    // Not pages: the API door, and signing out (a link that changes state).
    if (url.pathname.startsWith('/api/') || url.pathname === '/logout') continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

/**
 * Follows every same-site link of the built demo site from `/`, signed out, as a link checker
 * would: no page may answer 404 or a server error (redirects are followed).
 */
test('crawl: no same-site link of the demo site ends on a 404 or a server error', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = new URL(baseURL!);
  const queue = ['/'];
  const seen = new Set(queue);
  const referrers = new Map<string, string>([['/', '(start)']]);
  const broken: string[] = [];
  let fetched = 0;
  while (queue.length > 0 && fetched < pageLimit) {
    const path = queue.shift()!;
    fetched += 1;
    const response = await request.get(path, { maxRedirects: 5 });
    const status = response.status();
    if (status === 404 || status >= 500) {
      broken.push(`${status} ${path} (linked from ${referrers.get(path)})`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('text/html')) continue;
    const finalUrl = new URL(response.url());
    if (finalUrl.origin !== base.origin) continue;
    for (const link of linksOf(await response.text(), finalUrl)) {
      if (seen.has(link)) continue;
      seen.add(link);
      referrers.set(link, path);
      queue.push(link);
    }
  }
  expect(broken).toEqual([]);
  expect(queue, `more than ${pageLimit} pages: raise the limit`).toEqual([]);
  expect(fetched).toBeGreaterThan(20);
});
