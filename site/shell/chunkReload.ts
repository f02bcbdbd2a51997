/**
 * A failed code-chunk load (usually a deploy that replaced the files under an open page) reloads the
 * page, at most once a minute so a chunk that is truly gone cannot loop (docs/spec/platform.md §8).
 */

/** One budget for the whole site: section modules and route chunks share one reload a minute. */
export const chunkReloadStorageKey = 'trellis:chunk-reload-at';
export const chunkReloadGapMs = 60_000;

// Chromium, Safari and Firefox wordings of a failed dynamic import.
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error is a dynamic import (code chunk) that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

export interface ChunkReloadEnvironment {
  /** Where the time of the last reload is kept (sessionStorage); null when unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

function browserEnvironment(): ChunkReloadEnvironment | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/**
 * Reloads the page unless the last reload for a chunk was under a minute ago. Without storage there is
 * no way to tell, so it does not reload (better an error page than a reload loop). Answers whether it
 * reloaded.
 */
export function reloadOncePerMinute(env: ChunkReloadEnvironment | null = browserEnvironment()) {
  if (!env?.storage) return false;
  const now = env.now();
  try {
    const last = Number(env.storage.getItem(chunkReloadStorageKey) ?? 0);
    if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGapMs) return false;
    env.storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Reloads (at most once a minute) when `error` is a failed chunk load. Answers whether it reloaded. */
export function reloadForChunkError(
  error: unknown,
  env: ChunkReloadEnvironment | null = browserEnvironment(),
): boolean {
  return isChunkLoadError(error) && reloadOncePerMinute(env);
}

/**
 * Listens for chunk failures anywhere on the page: Vite's `vite:preloadError` (a dynamic import or
 * its preloads failed) and unhandled rejections of a dynamic import. Returns the clean-up.
 */
export function installChunkReload(
  target: Window = window,
  env: ChunkReloadEnvironment | null = browserEnvironment(),
): () => void {
  const onPreloadError = (event: Event) => {
    // Reloading: the error need not reach the page. Otherwise it goes on to the error boundaries.
    if (reloadOncePerMinute(env)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reloadForChunkError(event.reason, env);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
