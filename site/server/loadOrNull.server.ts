/**
 * What `load` answers, or null when it fails (logged with `failure`, e.g. `[account] could not load
 * orders:`): a page whose list tries again in the browser still renders when its first load fails.
 */
export async function loadOrNull<T>(load: () => Promise<T>, failure: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(failure, (error as Error).message);
    return null;
  }
}
