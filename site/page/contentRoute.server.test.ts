// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageWire } from '#src/lib/api/types.ts';
import { commitLogin } from '#site/server/session.server.ts';
import { testSharedAnswers } from '#site/server/testing/sharedAnswers.ts';
import { loadContentRoute } from './contentRoute.server.ts';

const about: PageWire = {
  id: 7,
  slug: 'about',
  published: true,
  pagelayout: 'default',
  content: { title: 'About us' },
  options: {},
  page_sections: [],
};

/** The fake API: its answer to GET /pages/get-by-slug is whatever `state.page` says. */
function setup(options: { freshMs?: number } = {}) {
  const state: { page: 'ok' | 'missing' | 'down' } = { page: 'ok' };
  const answer = (url: string) => {
    if (url.includes('/get_redirects')) return Response.json({});
    if (!url.includes('/pages/get-by-slug')) return Response.json({ data: [] });
    if (state.page === 'missing') return Response.json({ message: 'Not found' }, { status: 404 });
    if (state.page === 'down') throw new TypeError('fetch failed');
    return Response.json({ data: about });
  };
  const { shared, fetch } = testSharedAnswers(answer, options);
  // Signed-in and preview requests use the request's own client (global fetch, API_URL).
  vi.stubGlobal('fetch', fetch);
  const pageCalls = () =>
    fetch.mock.calls.filter(([url]) => String(url).includes('/pages/get-by-slug')).length;
  return { shared, state, pageCalls, fetch };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 200;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.API_URL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const visit = (path: string, init?: RequestInit) => new Request(`http://site.test${path}`, init);

describe('content pages and the shared cache', () => {
  it('keeps a page as an anonymous visitor sees it: the next visitor gets the copy', async () => {
    const { shared, pageCalls } = setup();
    const first = await loadContentRoute(visit('/about'), shared);
    const second = await loadContentRoute(visit('/about'), shared);
    expect(first.page.content.title).toBe('About us');
    expect(second.page).toEqual(first.page);
    expect(pageCalls()).toBe(1);
  });

  it('always asks the API for a signed-in visitor and for a preview', async () => {
    const { shared, pageCalls } = setup();
    const [token] = await commitLogin('token-of-casey');
    const cookie = token!.split(';')[0]!;
    await loadContentRoute(visit('/about', { headers: { Cookie: cookie } }), shared);
    await loadContentRoute(visit('/about', { headers: { Cookie: cookie } }), shared);
    await loadContentRoute(visit('/about?preview'), shared);
    await loadContentRoute(visit('/about?preview'), shared);
    expect(pageCalls()).toBe(4);
    // ...and what they saw is not kept for anonymous visitors.
    await loadContentRoute(visit('/about'), shared);
    expect(pageCalls()).toBe(5);
  });

  it('keeps "not found" too, and answers 404', async () => {
    const { shared, state, pageCalls } = setup();
    state.page = 'missing';
    expect(await statusOf(loadContentRoute(visit('/no-such-page'), shared))).toBe(404);
    expect(await statusOf(loadContentRoute(visit('/no-such-page'), shared))).toBe(404);
    expect(pageCalls()).toBe(1);
  });

  it('answers 404 without asking the API for a path that cannot be a slug', async () => {
    const { shared, fetch } = setup();
    const [token] = await commitLogin('token-of-casey');
    const signedIn = { headers: { Cookie: token!.split(';')[0]! } };
    for (const path of [
      '/%00',
      '/%0A',
      '/about%0D%0Aset-cookie',
      '/a%7Fb',
      '/a%C2%85b',
      '/%E0%A4%A',
      '/%',
      `/${'a'.repeat(256)}`,
    ]) {
      expect(await statusOf(loadContentRoute(visit(path), shared)), path).toBe(404);
      expect(await statusOf(loadContentRoute(visit(path, signedIn), shared)), path).toBe(404);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still asks the API for a long slug within the limit, and for one with a space or accents', async () => {
    const { shared, pageCalls } = setup();
    await loadContentRoute(visit(`/${'a'.repeat(255)}`), shared);
    await loadContentRoute(visit('/garden%20tips'), shared);
    await loadContentRoute(visit('/caf%C3%A9'), shared);
    expect(pageCalls()).toBe(3);
  });

  it('answers 503 when the API fails and there is no copy', async () => {
    const { shared, state } = setup();
    state.page = 'down';
    expect(await statusOf(loadContentRoute(visit('/about'), shared))).toBe(503);
    const [token] = await commitLogin('token-of-casey');
    const signedIn = visit('/about', { headers: { Cookie: token!.split(';')[0]! } });
    expect(await statusOf(loadContentRoute(signedIn, shared))).toBe(503);
  });

  it('answers an anonymous visitor with the last good copy while the API is down', async () => {
    const { shared, state, pageCalls } = setup({ freshMs: 1 });
    await loadContentRoute(visit('/about'), shared);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.page = 'down';
    const stale = await loadContentRoute(visit('/about'), shared);
    expect(stale.page.content.title).toBe('About us');
    expect(pageCalls()).toBe(2);
  });
});
