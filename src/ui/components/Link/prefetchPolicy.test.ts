import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetchPolicy.ts';

describe('canPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(canPrefetch(undefined)).toBe(true);
  });

  it('prefetches on a 4g or 3g connection', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching on a 2g or slow-2g connection', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips prefetching when the person asked to save data, even on a fast connection', () => {
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
