// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { findRedirect, normalizeRedirectPath, redirectTable } from './redirects.server.ts';
import { testSharedAnswers } from './testing/sharedAnswers.ts';

function apiAnswering(body: unknown, status = 200) {
  const { shared, fetch } = testSharedAnswers(() => Response.json(body, { status }));
  const request = new Request('http://site.test/some/page');
  return { table: () => redirectTable(request, shared), fetch };
}

describe('legacy redirects', () => {
  it('lower-cases the path and drops a trailing slash before matching', () => {
    expect(normalizeRedirectPath('/Coaches/')).toBe('/coaches');
    expect(normalizeRedirectPath('/')).toBe('/');
  });

  it('starts from the defaults: /coaches and /designers to /design, /rss to /feed.xml', async () => {
    const table = await apiAnswering({}).table();
    expect(findRedirect(table, '/COACHES/')).toBe('/design');
    expect(findRedirect(table, '/designers')).toBe('/design');
    expect(findRedirect(table, '/rss')).toBe('/feed.xml');
    expect(findRedirect(table, '/designers/12')).toBeNull();
  });

  it('extends the table with the map the server provides', async () => {
    const { table, fetch } = apiAnswering({ '/Old-Blog/': '/blog' });
    expect(findRedirect(await table(), '/old-blog')).toBe('/blog');
    expect(fetch).toHaveBeenCalledWith('http://api.test/get_redirects', expect.anything());
    // A shared answer: the next page uses the kept copy.
    await table();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs and ignores a failed fetch of the server map', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = await apiAnswering({ message: 'down' }, 500).table();
    expect(findRedirect(table, '/rss')).toBe('/feed.xml');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never redirects a path to itself', async () => {
    const { table } = apiAnswering({ '/loop': '/Loop/' });
    expect(findRedirect(await table(), '/loop')).toBeNull();
  });
});
