// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privateCacheControl, publicPageCacheControl } from './cacheControl.server.ts';
import { createPageCache, type PageCacheOptions, type Render } from './pageCache.server.ts';
import { createNonce, documentContentSecurityPolicy } from './securityHeaders.server.ts';

const site = 'http://localhost:3000';

interface PageOptions {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  /** Bytes of filler in the body. */
  filler?: number;
  /** A script without the nonce, as if something had slipped into the page. */
  strayScript?: boolean;
}

/**
 * A stand-in for React Router's handler: a page as entry.server.tsx answers it — a fresh nonce in
 * the policy and on every script, the caching headers, the render's timing — numbered by render.
 */
function fakeSite(page: PageOptions = {}) {
  let count = 0;
  const pending: (() => void)[] = [];
  let hold = false;
  let fail: Error | null = null;
  const render = vi.fn<Render>(async (request) => {
    count += 1;
    const number = count;
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    if (fail) throw fail;
    const nonce = createNonce();
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': documentContentSecurityPolicy(nonce),
      'Cache-Control': page.cacheControl ?? publicPageCacheControl,
      Vary: 'Cookie',
      'Server-Timing': 'render;dur=12.34',
      'X-Content-Type-Options': 'nosniff',
    });
    if (page.setCookie) headers.append('Set-Cookie', page.setCookie);
    const path = new URL(request.url).pathname;
    const body =
      `<!DOCTYPE html><html><head><script nonce="${nonce}">window.__context = {};</script>` +
      `<link rel="modulepreload" href="/assets/root.js"></head><body><h1>${path} render ${number}</h1>` +
      `<p>${'x'.repeat(page.filler ?? 0)}</p>` +
      (page.strayScript ? '<script>alert(1)</script>' : '') +
      `<script nonce="${nonce}" type="module">import '/assets/entry.js';</script>` +
      `<script nonce="${nonce}">$RC("B:0","S:0")</script></body></html>`;
    return new Response(body, { status: page.status ?? 200, headers });
  });
  return {
    render,
    /** Renders wait until `release` from now on. */
    holdRenders: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      pending.splice(0).forEach((resolve) => resolve());
    },
    failWith: (error: Error | null) => {
      fail = error;
    },
  };
}

function setup(options: Partial<PageCacheOptions> = {}) {
  const log = vi.fn();
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    maxEntryBytes: 256 * 1024,
    freshMs: () => 30_000,
    staleMs: () => 600_000,
    retryMs: 2_000,
    log,
    ...options,
  });
  return { cache, log };
}

function request(path: string, init: RequestInit = {}) {
  return new Request(`${site}${path}`, init);
}

/** The policy's nonce, every script's nonce attribute, and the heading (which render it came from). */
async function read(response: Response) {
  const html = await response.text();
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('X-Page-Cache'),
    policyNonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? null,
    scriptNonces: [...html.matchAll(/<script\b[^>]*>/g)].map(
      ([tag]) => /nonce="([^"]*)"/.exec(tag)?.[1] ?? null,
    ),
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
    html,
    headers: response.headers,
  };
}

/** Lets the microtasks of a background render run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a page once however many visitors ask for it at the same time (single flight)', async () => {
    const { cache } = setup();
    const fake = fakeSite();
    fake.holdRenders();
    const answers = Array.from({ length: 20 }, () => cache.handle(request('/'), fake.render));
    await settle();
    expect(fake.render).toHaveBeenCalledTimes(1);
    fake.release();
    const pages = await Promise.all(answers.map(async (answer) => read(await answer)));
    expect(fake.render).toHaveBeenCalledTimes(1);
    expect(pages.map((page) => page.cache)).toEqual(['miss', ...Array(19).fill('hit')]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.heading).toBe('/ render 1');
    }
    // And afterwards, from the copy.
    expect((await read(await cache.handle(request('/'), fake.render))).cache).toBe('hit');
    expect(fake.render).toHaveBeenCalledTimes(1);
    expect(cache.stats().entries).toBe(1);
  });

  it('gives every answer from a copy a nonce of its own, in the policy and on every script', async () => {
    const { cache } = setup();
    const fake = fakeSite({ strayScript: true });
    const pages = [];
    for (let i = 0; i < 5; i += 1)
      pages.push(await read(await cache.handle(request('/'), fake.render)));
    expect(fake.render).toHaveBeenCalledTimes(1);
    const nonces = pages.map((page) => page.policyNonce);
    expect(new Set(nonces).size).toBe(5);
    for (const page of pages) {
      expect(page.policyNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The page's own scripts carry this answer's nonce; the stray one still carries none.
      expect(page.scriptNonces).toEqual([
        page.policyNonce,
        null,
        page.policyNonce,
        page.policyNonce,
      ]);
      expect(page.html.replaceAll(page.policyNonce!, 'N')).toBe(
        pages[0]!.html.replaceAll(pages[0]!.policyNonce!, 'N'),
      );
    }
    // The rest of the headers are kept; the render's timing is not told of answers it did not make.
    expect(pages[0]!.headers.get('Server-Timing')).toBe('render;dur=12.34');
    for (const page of pages.slice(1)) {
      expect(page.headers.get('Cache-Control')).toBe(publicPageCacheControl);
      expect(page.headers.get('Vary')).toBe('Cookie');
      expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Server-Timing')).not.toMatch(/render;dur/);
    }
  });

  it('is fresh for the shorter of s-maxage and the fresh time, then answers stale while one render refreshes it', async () => {
    const { cache } = setup();
    const fake = fakeSite();
    const ask = async () => read(await cache.handle(request('/about'), fake.render));
    expect((await ask()).cache).toBe('miss');

    // s-maxage=60, but the shared answers' fresh time is 30 s.
    vi.advanceTimersByTime(29_000);
    const fresh = await ask();
    expect(fresh.cache).toBe('hit');
    expect(fresh.headers.get('Age')).toBe('29');
    expect(fake.render).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2_000);
    fake.holdRenders();
    const stale = await Promise.all([ask(), ask(), ask()]);
    expect(stale.map((page) => page.cache)).toEqual(['stale', 'stale', 'stale']);
    expect(stale.map((page) => page.heading)).toEqual(Array(3).fill('/about render 1'));
    // One refresh behind the copy, however many asked.
    expect(fake.render).toHaveBeenCalledTimes(2);
    fake.release();
    await settle();

    const refreshed = await ask();
    expect(refreshed.cache).toBe('hit');
    expect(refreshed.heading).toBe('/about render 2');
    expect(refreshed.headers.get('Age')).toBe('0');
    expect(fake.render).toHaveBeenCalledTimes(2);
  });

  it('renders anew, and makes visitors wait, once a copy is past its stale time', async () => {
    const { cache } = setup({ staleMs: () => 60_000 });
    const fake = fakeSite();
    await cache.handle(request('/'), fake.render);
    vi.advanceTimersByTime(30_000 + 60_000 + 1);
    const page = await read(await cache.handle(request('/'), fake.render));
    expect(page.cache).toBe('miss');
    expect(page.heading).toBe('/ render 2');
  });

  it('keeps answering with the stale copy while refreshes fail, trying again once per retry time', async () => {
    const { cache, log } = setup();
    const fake = fakeSite();
    const ask = async () => read(await cache.handle(request('/'), fake.render));
    await ask();
    vi.advanceTimersByTime(31_000);

    fake.failWith(new Error('API down'));
    expect((await ask()).heading).toBe('/ render 1');
    await settle();
    expect(fake.render).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/a refresh failed \(API down\)/));
    // Within the retry time: the copy answers and nothing renders.
    for (let i = 0; i < 5; i += 1) expect((await ask()).cache).toBe('stale');
    expect(fake.render).toHaveBeenCalledTimes(2);

    // A 503 is not kept either.
    fake.failWith(null);
    const failing = setup();
    const errors = fakeSite({ status: 503, cacheControl: privateCacheControl });
    vi.advanceTimersByTime(2_001);
    await ask();
    await settle();
    expect(fake.render).toHaveBeenCalledTimes(3);
    expect((await ask()).heading).toBe('/ render 3');

    expect((await read(await failing.cache.handle(request('/'), errors.render))).status).toBe(503);
    await failing.cache.handle(request('/'), errors.render);
    expect(errors.render).toHaveBeenCalledTimes(2);
    expect(failing.cache.stats().entries).toBe(0);
  });

  it.each<[string, Request]>([
    ['a session cookie', request('/', { headers: { Cookie: 'theme=x; trellis_token=abc' } })],
    [
      'a production session cookie',
      request('/', { headers: { Cookie: '__Host-trellis_token=a' } }),
    ],
    ['an impersonation', request('/', { headers: { Cookie: 'trellis_impersonating=1' } })],
    ['a flash message', request('/', { headers: { Cookie: 'trellis_flash=signed-out' } })],
    ['an Authorization header', request('/', { headers: { Authorization: 'Bearer abc' } })],
    ['?preview', request('/?preview')],
    ['an impersonation link', request('/?impersonate=token&admin=1')],
    ['the preview page', request('/preview')],
    ['the account area', request('/account/orders')],
    ['the API door', request('/api/products')],
    ['a POST', request('/', { method: 'POST', body: 'a=1' })],
    ['a DELETE', request('/', { method: 'DELETE' })],
  ])('never looks up or keeps a request with %s', async (_name, visit) => {
    const { cache } = setup();
    const fake = fakeSite();
    // A copy of the page is there for visitors.
    await cache.handle(request('/'), fake.render);
    const first = await cache.handle(visit.clone(), fake.render);
    const second = await cache.handle(visit.clone(), fake.render);
    expect(first.headers.get('X-Page-Cache')).toBe('bypass');
    expect(second.headers.get('X-Page-Cache')).toBe('bypass');
    expect(fake.render).toHaveBeenCalledTimes(3);
    expect(cache.stats().entries).toBe(1);
  });

  it.each<[string, PageOptions]>([
    ['private', { cacheControl: privateCacheControl }],
    ['public without s-maxage', { cacheControl: 'public, max-age=300' }],
    ['setting a cookie', { setCookie: 'trellis_flash=; Max-Age=0' }],
    ['a 500', { status: 500 }],
    ['a 404', { status: 404, cacheControl: privateCacheControl }],
  ])(
    'never keeps an answer that is %s, and visitors waiting for it render their own',
    async (_name, page) => {
      const { cache } = setup();
      const fake = fakeSite(page);
      fake.holdRenders();
      const answers = Array.from({ length: 4 }, () => cache.handle(request('/'), fake.render));
      await settle();
      expect(fake.render).toHaveBeenCalledTimes(1);
      fake.release();
      const pages = await Promise.all(answers.map(async (answer) => read(await answer)));
      expect(pages.map((answer) => answer.cache)).toEqual(Array(4).fill('miss'));
      // Each its own render (and its own nonce).
      expect(new Set(pages.map((answer) => answer.heading)).size).toBe(4);
      expect(fake.render).toHaveBeenCalledTimes(4);
      expect(cache.stats().entries).toBe(0);
    },
  );

  it('keeps pages per path and query, and crawlers apart from browsers', async () => {
    const { cache } = setup();
    const fake = fakeSite();
    await cache.handle(request('/about'), fake.render);
    await cache.handle(request('/about?page=2'), fake.render);
    const bot = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    await cache.handle(request('/about', { headers: bot }), fake.render);
    expect(fake.render).toHaveBeenCalledTimes(3);
    // Another host, the same path: the same page (the site is one host).
    const other = await cache.handle(new Request('http://127.0.0.1:9/about'), fake.render);
    expect(other.headers.get('X-Page-Cache')).toBe('hit');
    expect(fake.render).toHaveBeenCalledTimes(3);
  });

  it('answers a HEAD from a copy without a body, and never keeps one', async () => {
    const { cache } = setup();
    const fake = fakeSite();
    const head = await cache.handle(request('/', { method: 'HEAD' }), fake.render);
    expect(head.headers.get('X-Page-Cache')).toBe('miss');
    expect(cache.stats().entries).toBe(0);
    await cache.handle(request('/'), fake.render);
    const kept = await cache.handle(request('/', { method: 'HEAD' }), fake.render);
    expect(kept.headers.get('X-Page-Cache')).toBe('hit');
    expect(kept.headers.get('Cache-Control')).toBe(publicPageCacheControl);
    expect(await kept.text()).toBe('');
  });

  it('is bounded by bytes, evicting the least recently used page, and never keeps a page too large', async () => {
    const fake = fakeSite({ filler: 5_000 });
    const { cache } = setup({ maxBytes: 3 * 8_000, maxEntryBytes: 7_500 });
    for (const path of ['/a', '/b', '/c']) await cache.handle(request(path), fake.render);
    expect(cache.stats().entries).toBe(3);
    // /a is used again; /d pushes out the least recently used, /b.
    await cache.handle(request('/a'), fake.render);
    await cache.handle(request('/d'), fake.render);
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * 8_000);
    const hits = async (path: string) =>
      (await cache.handle(request(path), fake.render)).headers.get('X-Page-Cache');
    expect(await hits('/a')).toBe('hit');
    expect(await hits('/d')).toBe('hit');
    expect(await hits('/c')).toBe('hit');
    expect(await hits('/b')).toBe('miss');

    const large = fakeSite({ filler: 9_000 });
    const big = setup({ maxEntryBytes: 7_500 });
    await big.cache.handle(request('/long'), large.render);
    const again = await big.cache.handle(request('/long'), large.render);
    expect(again.headers.get('X-Page-Cache')).toBe('miss');
    expect((await read(again)).heading).toBe('/long render 2');
    expect(big.cache.stats().entries).toBe(0);
  });
});
