// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageMeta, readPageRequest, wholeListMeta } from './paging.ts';

describe('readPageRequest', () => {
  const size = { default: 12, max: 50 };

  it('reads ?page= from 1 and ?per_page= up to the most', () => {
    expect(readPageRequest({ page: '3', per_page: '20' }, size)).toEqual({
      page: 3,
      perPage: 20,
      offset: 40,
    });
    expect(readPageRequest({ per_page: '500' }, size)).toEqual({ page: 1, perPage: 50, offset: 0 });
  });

  it('takes the defaults for a missing, broken or non-positive value', () => {
    for (const query of [{}, { page: '0', per_page: '0' }, { page: '-2', per_page: 'ten' }]) {
      expect(readPageRequest(query, size)).toEqual({ page: 1, perPage: 12, offset: 0 });
    }
    // More digits than a page number has: not a number, so the default.
    expect(readPageRequest({ per_page: '1234567890' }, size).perPage).toBe(12);
  });
});

describe('pageMeta', () => {
  it('counts pages from 1, the last never before the first', () => {
    expect(pageMeta({ page: 2, perPage: 12, total: 25 })).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 12,
      total: 25,
    });
    expect(pageMeta({ page: 1, perPage: 12, total: 0 }).last_page).toBe(1);
  });

  it('counts the card grid’s pages from 0', () => {
    expect(pageMeta({ page: 0, perPage: 9, total: 19 }, 0).last_page).toBe(2);
    expect(pageMeta({ page: 0, perPage: 9, total: 0 }, 0).last_page).toBe(0);
  });

  it('sends a whole list on page 0', () => {
    expect(wholeListMeta(4)).toEqual({ current_page: 0, last_page: 0, per_page: 4, total: 4 });
    expect(wholeListMeta(0)).toEqual({ current_page: 0, last_page: 0, per_page: 0, total: 0 });
  });
});
