import { vi } from 'vitest';
import { createApiClient } from '#src/lib/api/client.ts';
import { createSharedAnswers } from '../sharedAnswers.server.ts';
import { createSharedCache, type SharedCacheOptions } from '../sharedCache.server.ts';

/**
 * Shared answers for tests: a cache of its own (fresh 30 s, stale 10 min, deadline 1 s unless given)
 * over a fake `fetch` at http://api.test that answers with `answer(url, init)`.
 */
export function testSharedAnswers(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response>,
  options: Partial<Omit<SharedCacheOptions, 'freshMs' | 'staleMs' | 'deadlineMs'>> & {
    freshMs?: number;
    staleMs?: number;
    deadlineMs?: number;
  } = {},
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  const { freshMs = 30_000, staleMs = 600_000, deadlineMs = 1_000, ...rest } = options;
  const cache = createSharedCache({
    maxEntries: 100,
    maxBytes: 1024 * 1024,
    log: () => {},
    ...rest,
    freshMs: () => freshMs,
    staleMs: () => staleMs,
    deadlineMs: () => deadlineMs,
  });
  const shared = createSharedAnswers(cache, (signal) =>
    createApiClient({ baseUrl: 'http://api.test', fetch, signal }),
  );
  return { shared, cache, fetch };
}
