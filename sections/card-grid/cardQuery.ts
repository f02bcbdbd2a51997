import type { CardResource, GimmeDatRequest } from '#src/lib/api/types.ts';
import type { CardGridContent, CardType } from './schema.ts';

/** Cards a Feed page shows when the CMS gives no number. */
export const defaultCardCount = 9;
/** Debounce of the search box (docs/spec/features.md §9). */
export const searchDebounceMs = 300;
/** Lifetime of the saved filter history, and the pause between pages when it is restored. */
export const historyLifetimeMs = 15 * 60 * 1000;
export const restoreDelayMs = 200;

export const resourceOf: Record<CardType, CardResource> = {
  coach: 'coaches',
  provider: 'providers',
  post: 'posts',
};

/** What a Feed grid's visitor has chosen. */
export interface CardFilters {
  search: string;
  /** US state codes and/or 'canada' / 'australia' (coach and provider cards). */
  region: string[];
  /** One expertise id (coach cards). */
  expertise: number | null;
  /** Tag ids and topic ids (post cards). */
  tag: number[];
  topic: number[];
}

export const noFilters: CardFilters = {
  search: '',
  region: [],
  expertise: null,
  tag: [],
  topic: [],
};

export function hasFilters(filters: CardFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.region.length > 0 ||
    filters.expertise !== null ||
    filters.tag.length > 0 ||
    filters.topic.length > 0
  );
}

/** The hand-picked ids of a Custom grid for its card type. */
export function selectionsOf(content: CardGridContent): number[] {
  if (content.cardType === 'coach') return content.coaches;
  if (content.cardType === 'provider') return content.providers;
  return content.posts;
}

export function cardCount(content: CardGridContent): number {
  if (content.type === 'Custom') return Math.max(selectionsOf(content).length, 1);
  return content.numberOfCards > 0 ? content.numberOfCards : defaultCardCount;
}

/**
 * The body of POST /gimme-dat/ for a page of cards (docs/spec/features.md §5, §7): Custom grids send
 * their selections; Feed grids a query with the search text (`search` for posts, `advancedSearch`
 * otherwise), the filter under its key (region or expertise for coaches, region for providers, tag
 * and topic for posts) and the page, only above 0.
 */
export function cardRequest(
  content: CardGridContent,
  filters: CardFilters,
  page: number,
): GimmeDatRequest {
  const resource = resourceOf[content.cardType];
  const count = cardCount(content);
  if (content.type === 'Custom') return { count, resource, selections: selectionsOf(content) };
  const query: NonNullable<GimmeDatRequest['query']> = {};
  const search = filters.search.trim();
  if (search) query[content.cardType === 'post' ? 'search' : 'advancedSearch'] = search;
  if (content.cardType === 'post') {
    if (filters.tag.length > 0) query.tag = filters.tag;
    if (filters.topic.length > 0) query.topic = filters.topic;
  } else {
    if (filters.region.length > 0) query.region = filters.region;
    if (content.cardType === 'coach' && filters.expertise !== null) {
      query.expertise = filters.expertise;
    }
  }
  if (page > 0) query.page = page;
  return { count, resource, query };
}

/** The filter a no-results message names: 'Sorry, no results for that region.' */
export function activeFilterKey(filters: CardFilters): string | null {
  if (filters.region.length > 0) return 'region';
  if (filters.expertise !== null) return 'expertise';
  if (filters.tag.length > 0) return 'tag';
  if (filters.topic.length > 0) return 'topic';
  return null;
}

/** The wording when a search or filter finds nothing (docs/spec/features.md §8). */
export function noResultsMessage(filters: CardFilters): string {
  const search = filters.search.trim();
  if (search) return `Sorry, no results for "${search}"`;
  return `Sorry, no results for that ${activeFilterKey(filters) ?? 'search'}.`;
}

/** The id of the topic whose name matches the `topic` address parameter, ignoring case. */
export function topicFromQuery(
  topics: readonly { id: number; name: string }[],
  value: string | null,
): number | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return topics.find((topic) => topic.name.trim().toLowerCase() === wanted)?.id ?? null;
}
