// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DeadlineExceeded,
  requestDeadline,
  untilAborted,
  withRequestDeadline,
} from './deadline.server.ts';

afterEach(() => {
  vi.useRealTimers();
  delete process.env.API_DEADLINE_MS;
});

describe("a request's API deadline", () => {
  it('fires API_DEADLINE_MS after it starts, shared by every loader of the request', async () => {
    vi.useFakeTimers();
    process.env.API_DEADLINE_MS = '2000';
    const request = new Request('http://site.test/');
    const deadline = requestDeadline(request);
    expect(requestDeadline(request)).toBe(deadline);
    expect(requestDeadline(new Request(request.url))).not.toBe(deadline);
    await vi.advanceTimersByTimeAsync(1999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.expired()).toBe(true);
    expect(deadline.signal.reason).toBeInstanceOf(DeadlineExceeded);
    expect((deadline.signal.reason as Error).message).toBe(
      "The page's API deadline of 2000 ms passed",
    );
  });

  it('is one for the whole answer under the middleware: the action and the loaders after it, with Requests of their own', async () => {
    const request = new Request('http://site.test/login', { method: 'POST' });
    const seen = await withRequestDeadline(request, async () => {
      const action = requestDeadline(request);
      await Promise.resolve();
      const loader = requestDeadline(new Request('http://site.test/login'));
      return [action, loader];
    });
    expect(seen[0]).toBe(seen[1]);
  });

  it('defaults to three seconds', async () => {
    vi.useFakeTimers();
    const deadline = requestDeadline(new Request('http://site.test/'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('ends with the request: a call never outlives it', () => {
    const visitor = new AbortController();
    const deadline = requestDeadline(new Request('http://site.test/', { signal: visitor.signal }));
    visitor.abort();
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.expired()).toBe(false);
    const ended = new AbortController();
    ended.abort();
    expect(
      requestDeadline(new Request('http://site.test/', { signal: ended.signal })).signal.aborted,
    ).toBe(true);
  });

  it('stops a wait at the signal with an API failure, and passes answers through', async () => {
    const signal = new AbortController();
    await expect(untilAborted(Promise.resolve('answer'), signal.signal)).resolves.toBe('answer');
    const waiting = untilAborted(new Promise(() => {}), signal.signal);
    signal.abort(new DeadlineExceeded(3000));
    await expect(waiting).rejects.toMatchObject({
      name: 'ApiError',
      failure: 'aborted',
      message: "The page's API deadline of 3000 ms passed",
    });
  });
});

describe('a wait that starts after its deadline', () => {
  it('is refused at once, and the failure of what it would have waited for stays handled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const signal = new AbortController();
      signal.abort(new DeadlineExceeded(3000));
      let fail: (error: Error) => void = () => {};
      const pending = new Promise<string>((_resolve, reject) => {
        fail = reject;
      });
      await expect(untilAborted(pending, signal.signal)).rejects.toMatchObject({
        failure: 'aborted',
      });
      fail(new Error('the call failed later'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
