import { afterEach, describe, expect, it, vi } from 'vitest';
import { delayAnswer, forgetHeld, holdOpen, isHeld, onHeld, requestKey } from './heldRequests.ts';

afterEach(() => {
  forgetHeld();
  vi.useRealTimers();
});

/** Whether a promise has settled after the pending timers and microtasks have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(60_000);
  return done;
}

describe('requests held open on purpose (the visual check does not wait for them)', () => {
  it('marks a held request by method and address at once, tells the listeners, and never answers', async () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    const stop = onHeld(heard);
    const request = new Request('http://localhost:6006/api/podcasts?page=2');
    const key = requestKey('get', 'http://localhost:6006/api/podcasts?page=2');
    expect(isHeld(key)).toBe(false);
    const held = holdOpen(request);
    expect(isHeld(key)).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    // Another method or address is not held.
    expect(isHeld(requestKey('POST', request.url))).toBe(false);
    expect(isHeld(requestKey('GET', 'http://localhost:6006/api/podcasts'))).toBe(false);
    expect(await settled(held)).toBe(false);
    stop();
    void holdOpen(new Request('http://localhost:6006/api/users'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('forgets the held requests before the next story', () => {
    void holdOpen(new Request('http://localhost:6006/api/users', { method: 'POST' }));
    const key = requestKey('POST', 'http://localhost:6006/api/users');
    expect(isHeld(key)).toBe(true);
    forgetHeld();
    expect(isHeld(key)).toBe(false);
  });

  it('delays a finite answer without holding it, and holds an infinite one', async () => {
    vi.useFakeTimers();
    const request = new Request('http://localhost:6006/api/shop/products/seed-kit.js');
    const key = requestKey(request.method, request.url);
    const later = delayAnswer(request, 500);
    expect(isHeld(key)).toBe(false);
    expect(await settled(later)).toBe(true);
    expect(await settled(delayAnswer(request, 0))).toBe(true);
    const never = delayAnswer(request, 'infinite');
    expect(isHeld(key)).toBe(true);
    expect(await settled(never)).toBe(false);
  });

  it('keys a relative address as the page resolves it', () => {
    vi.stubGlobal('location', new URL('http://localhost:6006/iframe.html?id=x'));
    expect(requestKey('get', '/api/podcasts')).toBe('GET http://localhost:6006/api/podcasts');
    vi.unstubAllGlobals();
  });
});
