import { createApiClient, type ApiClient } from '#src/lib/api/client.ts';
import { resilienceConfig, serverConfig } from './config.server.ts';
import { requestDeadline } from './deadline.server.ts';
import { createSharedCache, type SharedCache } from './sharedCache.server.ts';

/**
 * Answers the API gives every visitor alike, asked without anyone's token and kept in the process's
 * shared cache (site/server/sharedCache.server.ts): a request waits no longer than its deadline.
 */
export interface SharedAnswers {
  get<T>(key: string, load: (api: ApiClient) => Promise<T>, request: Request): Promise<T>;
  cache: SharedCache;
}

export function createSharedAnswers(
  cache: SharedCache,
  apiFor: (signal: AbortSignal) => ApiClient,
): SharedAnswers {
  return {
    cache,
    get: (key, load, request) =>
      cache.get(key, (signal) => load(apiFor(signal)), requestDeadline(request).signal),
  };
}

let instance: SharedAnswers | null = null;

/** The process's shared answers, with the settings of `resilienceConfig` (read as it runs). */
export function sharedAnswers(): SharedAnswers {
  if (instance) return instance;
  const settings = resilienceConfig();
  const cache = createSharedCache({
    freshMs: () => resilienceConfig().freshMs,
    staleMs: () => resilienceConfig().staleMs,
    deadlineMs: () => resilienceConfig().deadlineMs,
    maxEntries: settings.maxEntries,
    maxBytes: settings.maxBytes,
  });
  instance = createSharedAnswers(cache, (signal) =>
    createApiClient({ baseUrl: serverConfig().apiUrl, signal }),
  );
  return instance;
}

/** Forgets the process's shared answers (tests). */
export function resetSharedAnswers(): void {
  instance?.cache.clear();
  instance = null;
}
