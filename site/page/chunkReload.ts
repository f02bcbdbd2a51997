const storageKey = 'trellis:chunk-reload-at';
const minimumGapMs = 60_000;

/**
 * A failed code-chunk load (usually a deploy that replaced the files) reloads the page, at most once a
 * minute so a truly missing chunk cannot loop (platform.md §8).
 */
export function reloadAfterChunkFailure(reason: unknown, now = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  const message = reason instanceof Error ? reason.message : String(reason);
  if (
    !/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      message,
    )
  ) {
    return false;
  }
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(storageKey) ?? 0);
    if (now - last < minimumGapMs) return false;
    window.sessionStorage.setItem(storageKey, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
