import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cardRequest,
  hasFilters,
  noFilters,
  noResultsMessage,
  topicFromQuery,
  type CardFilters,
} from './cardQuery.ts';
import {
  clearFilterHistory,
  filtersOfSaved,
  readFilterHistory,
  savedFiltersOf,
  writeFilterHistory,
} from './filterHistory.ts';
import { cardGridContent, type CardGridContent } from './schema.ts';

const content = (fields: Record<string, unknown>): CardGridContent =>
  v.parse(cardGridContent, fields);
const filters = (fields: Partial<CardFilters>): CardFilters => ({ ...noFilters, ...fields });

describe('the card request (POST /gimme-dat/)', () => {
  it('sends a Custom grid’s hand-picked ids of its card type, in order', () => {
    const grid = content({
      type: 'Custom',
      cardType: 'provider',
      providers: [4, '9', { id: 2 }],
      coaches: [1],
    });
    expect(cardRequest(grid, filters({ search: 'ignored' }), 3)).toEqual({
      count: 3,
      resource: 'providers',
      selections: [4, 9, 2],
    });
  });

  it('sends coach search as advancedSearch, with region and expertise, and the page only above 0', () => {
    const grid = content({ type: 'Feed', cardType: 'coach', numberOfCards: 6 });
    expect(cardRequest(grid, noFilters, 0)).toEqual({ count: 6, resource: 'coaches', query: {} });
    expect(
      cardRequest(
        grid,
        filters({ search: ' Portland ', region: ['OR', 'WA'], expertise: 3, tag: [1] }),
        2,
      ),
    ).toEqual({
      count: 6,
      resource: 'coaches',
      query: { advancedSearch: 'Portland', region: ['OR', 'WA'], expertise: 3, page: 2 },
    });
  });

  it('sends provider search as advancedSearch with the region, never an expertise', () => {
    const grid = content({ cardType: 'provider' });
    expect(
      cardRequest(grid, filters({ search: 'Green', region: ['canada'], expertise: 3 }), 1),
    ).toEqual({
      count: 9,
      resource: 'providers',
      query: { advancedSearch: 'Green', region: ['canada'], page: 1 },
    });
  });

  it('sends post search as search, with tags and topics', () => {
    const grid = content({ cardType: 'post', numberOfCards: '4' });
    expect(
      cardRequest(grid, filters({ search: 'tomato', tag: [2, 5], topic: [1], region: ['OR'] }), 0),
    ).toEqual({
      count: 4,
      resource: 'posts',
      query: { search: 'tomato', tag: [2, 5], topic: [1] },
    });
  });

  it('needs a card type, and reads a missing count as the default', () => {
    expect(v.safeParse(cardGridContent, { type: 'Feed' }).success).toBe(false);
    expect(content({ cardType: 'post' }).numberOfCards).toBe(0);
    expect(content({ cardType: 'post', numberOfCards: 'x' }).numberOfCards).toBe(0);
  });
});

describe('no results and the topic parameter', () => {
  it('names the search text, or the filter', () => {
    expect(noResultsMessage(filters({ search: ' kale ', region: ['OR'] }))).toBe(
      'Sorry, no results for "kale"',
    );
    expect(noResultsMessage(filters({ region: ['OR'] }))).toBe(
      'Sorry, no results for that region.',
    );
    expect(noResultsMessage(filters({ expertise: 2 }))).toBe(
      'Sorry, no results for that expertise.',
    );
    expect(noResultsMessage(filters({ topic: [1] }))).toBe('Sorry, no results for that topic.');
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasFilters(filters({ tag: [1] }))).toBe(true);
  });

  it('pre-selects the topic whose name matches, ignoring case', () => {
    const topics = [
      { id: 1, name: 'Vegetables' },
      { id: 2, name: 'Herbs' },
    ];
    expect(topicFromQuery(topics, 'herbs')).toBe(2);
    expect(topicFromQuery(topics, ' VEGETABLES ')).toBe(1);
    expect(topicFromQuery(topics, 'fruit')).toBeNull();
    expect(topicFromQuery(topics, null)).toBeNull();
  });
});

describe('the filter history cookie', () => {
  it('saves the query as sent and the page, for 15 minutes, under the card type’s name', () => {
    const record = savedFiltersOf(
      'coach',
      filters({ search: 'Ana', region: ['OR'], expertise: 3 }),
      2,
    );
    expect(record).toEqual({ advancedSearch: 'Ana', region: ['OR'], expertise: 3, page: 2 });
    const cookie = writeFilterHistory('coach', record);
    expect(cookie).toMatch(/^coach-cards=.+; Max-Age=900; Path=\/; SameSite=Lax$/);
    expect(readFilterHistory('coach', `other=1; ${cookie.split(';')[0]}`)).toEqual({
      filters: filters({ search: 'Ana', region: ['OR'], expertise: 3 }),
      page: 2,
    });
    expect(readFilterHistory('coach')).toEqual({
      filters: filters({ search: 'Ana', region: ['OR'], expertise: 3 }),
      page: 2,
    });
    clearFilterHistory('coach');
    expect(readFilterHistory('coach')).toBeNull();
  });

  it('keeps apart the card types, and reads only what fits one', () => {
    expect(
      savedFiltersOf('post', filters({ search: 'kale', tag: [1], topic: [4], region: ['OR'] }), 0),
    ).toEqual({
      search: 'kale',
      tag: [1],
      topic: [4],
      page: 0,
    });
    expect(
      filtersOfSaved('provider', {
        advancedSearch: 'x',
        region: ['AU', 7],
        expertise: 3,
        page: -2,
      }),
    ).toEqual({
      filters: filters({ search: 'x', region: ['AU'] }),
      page: 0,
    });
    expect(filtersOfSaved('post', [1, 2])).toBeNull();
    expect(readFilterHistory('post', 'post-grid=%7Bnot-json')).toBeNull();
  });
});
