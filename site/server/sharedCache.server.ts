import { LRUCache } from 'lru-cache';
import { ApiError } from '#src/lib/api/client.ts';
import { abortReason, untilAborted } from './deadline.server.ts';

/**
 * The site server's cache of shared answers (docs/architecture.md "When the API is in trouble"): what
 * the API answers the same for every visitor — site options, redirects, the store's menus, CMS pages as
 * an anonymous visitor sees them. One per server process; bounded by entries and by bytes.
 *
 * - **Fresh** (`freshMs`): a copy answers without asking the API.
 * - **Stale-while-revalidate**: an expired copy answers at once while one refresh runs; requests that
 *   come meanwhile share that refresh (lru-cache's in-flight fetch) instead of starting their own.
 * - **Stale-if-error**: when the refresh fails or passes the deadline, the last good copy keeps
 *   answering until it is `staleMs` old; the refresh is tried again once per `retryMs`, not per request,
 *   and the log says so once per outage, not per request.
 * - **Nothing usable** (no copy, or one older than `staleMs`): the request waits for the fetch, up to
 *   its own deadline, and gets the failure when it fails.
 *
 * Every fetch has a deadline of its own (`deadlineMs`). A fetch a request waits for also ends with that
 * request; a refresh behind a stale copy is bounded by its deadline alone.
 */

export interface SharedCacheOptions {
  freshMs: () => number;
  staleMs: () => number;
  deadlineMs: () => number;
  maxEntries: number;
  maxBytes: number;
  /** How soon a failed refresh is tried again while a stale copy answers (default: the fresh time, 2 s at most). */
  retryMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

/** What a load is given: the signal that ends it (its deadline, or the request that waits for it). */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  value: unknown;
  /** When the API gave this answer. */
  fetchedAt: number;
  bytes: number;
}

interface FetchContext {
  load: Load<unknown>;
  /** The request that waits for this fetch when there is nothing to answer with meanwhile. */
  waiting: AbortSignal | null;
}

/** The bytes an answer takes, as JSON (what the size bound counts). */
function sizeOf(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? 'null');
  } catch {
    return 1024;
  }
}

export function createSharedCache(options: SharedCacheOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  const retryMs = () => options.retryMs ?? Math.max(1, Math.min(2_000, options.freshMs()));
  /** Keys whose copy is answering for a failing API: said once when it starts, once when it ends. */
  const failing = new Set<string>();

  const cache = new LRUCache<string, Entry, FetchContext>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    // An entry's lru-cache TTL is its fresh time; staleness beyond it is judged from `fetchedAt`.
    ttl: Math.max(1, options.freshMs()),
    allowStale: true,
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    perf: { now },
    // Judge staleness by the clock at each look (lru-cache otherwise reuses a reading for 1 ms).
    ttlResolution: 0,
    fetchMethod: async (key, stale, { signal, context, options: setOptions }) => {
      const deadline = AbortSignal.timeout(options.deadlineMs());
      const signals = [signal, deadline, context.waiting].filter(
        (candidate): candidate is AbortSignal => candidate !== null,
      );
      try {
        const value = await context.load(AbortSignal.any(signals));
        setOptions.ttl = Math.max(1, options.freshMs());
        if (failing.delete(key)) log(`[cache] ${key}: the API answers again; the copy is fresh`);
        return { value, fetchedAt: now(), bytes: sizeOf(value) };
      } catch (error) {
        const usable = stale !== undefined && now() - stale.fetchedAt <= options.staleMs();
        if (!usable) {
          if (failing.delete(key)) log(`[cache] ${key}: the copy is too old to answer with`);
          throw error;
        }
        if (!failing.has(key)) {
          failing.add(key);
          const age = Math.round((now() - stale.fetchedAt) / 1000);
          log(
            `[cache] ${key}: the API failed (${(error as Error).message}); answering with the copy from ${age} s ago until it recovers`,
          );
        }
        // Keep the copy (with its age) and try again once `retryMs` has passed.
        setOptions.ttl = retryMs();
        return stale;
      }
    },
  });

  /**
   * The shared answer under `key`: fresh or stale-but-usable at once, otherwise what `load` fetches
   * (waiting no longer than `signal`, the request's deadline). `load` must give the same answer to
   * everyone: it never carries a person's token.
   */
  async function get<T>(key: string, load: Load<T>, signal: AbortSignal): Promise<T> {
    const context: FetchContext = { load, waiting: null };
    const copy = cache.get(key, { allowStale: true });
    const usable = copy !== undefined && now() - copy.fetchedAt <= options.staleMs();
    if (usable) {
      // Fresh, or expired and now refreshing in the background: either way this copy answers.
      void cache.fetch(key, { context }).catch(() => undefined);
      return copy.value as T;
    }
    if (copy) cache.delete(key);
    // Past its deadline already: no new call for a request that can no longer wait for it.
    if (signal.aborted) throw abortReason(signal);
    // Nothing to answer with: this request waits for the fetch (and ends it if it is the first).
    context.waiting = signal;
    const entry = await untilAborted(cache.fetch(key, { context, allowStale: false }), signal);
    if (!entry) throw new ApiError(500, null, `No answer for ${key}`, 'aborted');
    return entry.value as T;
  }

  return {
    get,
    /** Forgets every copy (tests, and an operator's reset). */
    clear: () => {
      cache.clear();
      failing.clear();
    },
    /** What is kept: entries and bytes (for the bench and tests). */
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
  };
}

export type SharedCache = ReturnType<typeof createSharedCache>;
