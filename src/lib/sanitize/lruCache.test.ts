import { describe, expect, it } from 'vitest';
import { createLruCache } from './lruCache.ts';

describe('createLruCache', () => {
  it('returns what was stored and nothing for unknown keys', () => {
    const cache = createLruCache<string, number>(3);
    cache.set('basil', 1);
    expect(cache.get('basil')).toBe(1);
    expect(cache.get('mint')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('basil', 1);
    cache.set('mint', 2);
    cache.get('basil');
    cache.set('sage', 3);
    expect(cache.get('mint')).toBeUndefined();
    expect(cache.get('basil')).toBe(1);
    expect(cache.get('sage')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces the value of a key that is set again without growing', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('basil', 1);
    cache.set('basil', 5);
    expect(cache.get('basil')).toBe(5);
    expect(cache.size).toBe(1);
  });

  it('can be emptied', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('basil', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('basil')).toBeUndefined();
  });

  it('refuses a size below one', () => {
    expect(() => createLruCache(0)).toThrow('maxEntries must be a positive integer');
  });
});
