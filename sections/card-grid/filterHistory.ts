import type { GimmeDatRequest } from '#src/lib/api/types.ts';
import { historyLifetimeMs, noFilters, type CardFilters } from './cardQuery.ts';
import type { CardType } from './schema.ts';

/** The cookie of each card type's filter history (docs/spec/features.md §4). */
export const historyCookieNames: Record<CardType, string> = {
  coach: 'coach-cards',
  provider: 'provider-grid',
  post: 'post-grid',
};

/**
 * The saved filter record (docs/spec/features.md §3): the query as last sent — `tag` or `region`
 * (and `expertise`), `topic`, `search` or `advancedSearch` — and the last page loaded.
 */
export type SavedFilters = NonNullable<GimmeDatRequest['query']> & { page: number };

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isSafeInteger(item)) : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** The record to save for the filters and the pages loaded so far. */
export function savedFiltersOf(
  cardType: CardType,
  filters: CardFilters,
  page: number,
): SavedFilters {
  const search = filters.search.trim();
  const record: SavedFilters = { page: Math.max(0, page) };
  if (search) record[cardType === 'post' ? 'search' : 'advancedSearch'] = search;
  if (cardType === 'post') {
    if (filters.tag.length > 0) record.tag = filters.tag;
    if (filters.topic.length > 0) record.topic = filters.topic;
  } else {
    if (filters.region.length > 0) record.region = filters.region;
    if (cardType === 'coach' && filters.expertise !== null) record.expertise = filters.expertise;
  }
  return record;
}

/** The filters and page of a saved record, keeping only what fits the card type. */
export function filtersOfSaved(
  cardType: CardType,
  record: unknown,
): { filters: CardFilters; page: number } | null {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return null;
  const saved = record as Record<string, unknown>;
  const text = saved[cardType === 'post' ? 'search' : 'advancedSearch'];
  const page = typeof saved.page === 'number' && Number.isSafeInteger(saved.page) ? saved.page : 0;
  const filters: CardFilters = {
    ...noFilters,
    search: typeof text === 'string' ? text : '',
    ...(cardType === 'post'
      ? { tag: numbers(saved.tag), topic: numbers(saved.topic) }
      : {
          region: strings(saved.region),
          expertise:
            cardType === 'coach' && Number.isSafeInteger(saved.expertise)
              ? (saved.expertise as number)
              : null,
        }),
  };
  return { filters, page: Math.min(Math.max(page, 0), 50) };
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The saved history of a card type from `document.cookie`, or null (none, expired or unreadable). */
export function readFilterHistory(
  cardType: CardType,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  const raw = cookieValue(cookies, historyCookieNames[cardType]);
  if (!raw) return null;
  try {
    return filtersOfSaved(cardType, JSON.parse(decodeURIComponent(raw)));
  } catch {
    return null;
  }
}

/** Saves the history for 15 minutes (the Set-Cookie text, written to `document.cookie`). */
export function writeFilterHistory(cardType: CardType, record: SavedFilters): string {
  const cookie = `${historyCookieNames[cardType]}=${encodeURIComponent(JSON.stringify(record))}; Max-Age=${historyLifetimeMs / 1000}; Path=/; SameSite=Lax`;
  if (typeof document !== 'undefined') document.cookie = cookie;
  return cookie;
}

/** Removes the history (clearing all filters does). */
export function clearFilterHistory(cardType: CardType): string {
  const cookie = `${historyCookieNames[cardType]}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (typeof document !== 'undefined') document.cookie = cookie;
  return cookie;
}
