/** A small least-recently-used cache: reading an entry makes it the newest; the oldest goes first. */
export interface LruCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  clear(): void;
  readonly size: number;
}

export function createLruCache<K, V>(maxEntries: number): LruCache<K, V> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('maxEntries must be a positive integer');
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  const entries = new Map<K, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
