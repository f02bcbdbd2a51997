// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api/client.ts';
import { createSharedCache, type SharedCacheOptions } from './sharedCache.server.ts';

/** A cache on a clock the test moves: fresh 30 s, stale 600 s, deadline 1 s, retry 2 s. */
function setup(options: Partial<SharedCacheOptions> = {}) {
  let clock = 1_000_000;
  const log = vi.fn();
  const cache = createSharedCache({
    freshMs: () => 30_000,
    staleMs: () => 600_000,
    deadlineMs: () => 1_000,
    maxEntries: 10,
    maxBytes: 1024 * 1024,
    retryMs: 2_000,
    log,
    now: () => clock,
    ...options,
  });
  return {
    cache,
    log,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

/** A load whose answers the test settles one by one. */
function controlledLoad() {
  const calls: {
    resolve: (value: string) => void;
    reject: (error: Error) => void;
    signal: AbortSignal;
  }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
        signal.addEventListener('abort', () =>
          reject(new ApiError(500, null, 'aborted', 'aborted')),
        );
      }),
  );
  return { load, calls };
}

const live = () => new AbortController().signal;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shared cache', () => {
  it('answers from a fresh copy without asking again', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => 'v1');
    expect(await cache.get('site-options', load, live())).toBe('v1');
    advance(29_000);
    expect(await cache.get('site-options', load, live())).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent requests for a missing answer share one fetch', async () => {
    const { cache } = setup();
    const { load, calls } = controlledLoad();
    const first = cache.get('page:home', load, live());
    const second = cache.get('page:home', load, live());
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('home');
    expect(await Promise.all([first, second])).toEqual(['home', 'home']);
  });

  it('answers with an expired copy at once while one refresh runs (stale-while-revalidate)', async () => {
    const { cache, advance } = setup();
    const { load, calls } = controlledLoad();
    const warm = cache.get('site-options', load, live());
    calls[0]!.resolve('v1');
    await warm;
    advance(31_000);
    // Both answer with the old copy immediately; only one refresh goes to the API.
    expect(await cache.get('site-options', load, live())).toBe('v1');
    expect(await cache.get('site-options', load, live())).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('v2');
    await tick();
    expect(await cache.get('site-options', load, live())).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answering with the last good copy while the API fails, says so once, and retries once per interval (stale-if-error)', async () => {
    const { cache, advance, log } = setup();
    let failing = false;
    let version = 0;
    const load = vi.fn(async () => {
      if (failing) throw new ApiError(500, null, 'connect ECONNREFUSED', 'network');
      version += 1;
      return `v${version}`;
    });
    expect(await cache.get('redirects', load, live())).toBe('v1');
    failing = true;
    advance(31_000);
    for (let i = 0; i < 5; i += 1) {
      expect(await cache.get('redirects', load, live())).toBe('v1');
      await tick();
    }
    // One refresh failed; the others answered from the copy without asking the API again.
    expect(load).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(
      /redirects: the API failed \(connect ECONNREFUSED\); answering with the copy from 31 s ago/,
    );
    advance(2_500);
    expect(await cache.get('redirects', load, live())).toBe('v1');
    await tick();
    expect(load).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
    // The API is back: the next refresh replaces the copy, and the log says it once.
    failing = false;
    advance(2_500);
    expect(await cache.get('redirects', load, live())).toBe('v1');
    await tick();
    expect(await cache.get('redirects', load, live())).toBe('v2');
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]![0]).toMatch(/redirects: the API answers again/);
  });

  it('never answers with a copy older than the stale limit: the failure shows then', async () => {
    const { cache, advance } = setup();
    let failing = false;
    const load = vi.fn(async () => {
      if (failing) throw new ApiError(503, null, 'Service Unavailable');
      return 'v1';
    });
    await cache.get('page:about', load, live());
    failing = true;
    advance(601_000);
    await expect(cache.get('page:about', load, live())).rejects.toThrow('Service Unavailable');
  });

  it('stops a request waiting at its own deadline, and ends the fetch it started', async () => {
    const { cache } = setup();
    const { load, calls } = controlledLoad();
    const request = new AbortController();
    const waiting = cache.get('page:home', load, request.signal);
    await tick();
    request.abort(new Error("The page's API deadline of 3000 ms passed"));
    await expect(waiting).rejects.toMatchObject({ failure: 'aborted', status: 500 });
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('starts no call for a request already past its deadline', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 'v1');
    const late = new AbortController();
    late.abort(new Error("The page's API deadline of 3000 ms passed"));
    await expect(cache.get('site-options', load, late.signal)).rejects.toMatchObject({
      failure: 'aborted',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('gives every fetch a deadline of its own, a background refresh too', async () => {
    let clock = 1_000;
    const cache = createSharedCache({
      freshMs: () => 10,
      staleMs: () => 60_000,
      deadlineMs: () => 50,
      maxEntries: 10,
      maxBytes: 1024 * 1024,
      log: () => {},
      now: () => clock,
    });
    const { load, calls } = controlledLoad();
    const warm = cache.get('menu:footer-nav-column-1', load, live());
    calls[0]!.resolve('menu');
    await warm;
    clock = 1_100;
    expect(await cache.get('menu:footer-nav-column-1', load, live())).toBe('menu');
    expect(calls[1]!.signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(await cache.get('menu:footer-nav-column-1', load, live())).toBe('menu');
  });

  it('is bounded by entries and by bytes', async () => {
    const { cache } = setup({ maxEntries: 2, maxBytes: 100 });
    await cache.get('a', async () => 'x', live());
    await cache.get('b', async () => 'y', live());
    await cache.get('c', async () => 'z', live());
    expect(cache.stats().entries).toBe(2);
    await cache.get('big', async () => 'x'.repeat(80), live());
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
    const tooBig = vi.fn(async () => 'x'.repeat(500));
    // An answer larger than the whole cache is given but not kept.
    expect(await cache.get('huge', tooBig, live())).toHaveLength(500);
    await cache.get('huge', tooBig, live());
    expect(tooBig).toHaveBeenCalledTimes(2);
  });
});
