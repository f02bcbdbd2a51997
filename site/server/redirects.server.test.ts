// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#src/api/client.ts';
import {
  findRedirect,
  normalizeRedirectPath,
  redirectTable,
  resetRedirectCache,
} from './redirects.server.ts';

function apiAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch }), fetch };
}

describe('legacy redirects', () => {
  beforeEach(() => resetRedirectCache());

  it('lower-cases the path and drops a trailing slash before matching', () => {
    expect(normalizeRedirectPath('/Coaches/')).toBe('/coaches');
    expect(normalizeRedirectPath('/')).toBe('/');
  });

  it('starts from the defaults: /coaches and /designers to /design, /rss to /feed.xml', async () => {
    const { api } = apiAnswering({});
    const table = await redirectTable(api);
    expect(findRedirect(table, '/COACHES/')).toBe('/design');
    expect(findRedirect(table, '/designers')).toBe('/design');
    expect(findRedirect(table, '/rss')).toBe('/feed.xml');
    expect(findRedirect(table, '/designers/12')).toBeNull();
  });

  it('extends the table with the map the server provides', async () => {
    const { api, fetch } = apiAnswering({ '/Old-Blog/': '/blog' });
    const table = await redirectTable(api);
    expect(findRedirect(table, '/old-blog')).toBe('/blog');
    expect(fetch).toHaveBeenCalledWith('http://api.test/get_redirects', expect.anything());
  });

  it('logs and ignores a failed fetch of the server map', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = apiAnswering({ message: 'down' }, 500);
    const table = await redirectTable(api);
    expect(findRedirect(table, '/rss')).toBe('/feed.xml');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never redirects a path to itself', async () => {
    const { api } = apiAnswering({ '/loop': '/Loop/' });
    expect(findRedirect(await redirectTable(api), '/loop')).toBeNull();
  });
});
