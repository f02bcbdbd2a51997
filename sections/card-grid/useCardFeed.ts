import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { CardWire } from '#src/lib/api/types.ts';
import type { SectionDataState } from '#src/lib/sectionKit/defineSection.tsx';
import {
  cardRequest,
  hasFilters,
  noFilters,
  restoreDelayMs,
  searchDebounceMs,
  type CardFilters,
} from './cardQuery.ts';
import { fetchCards, type CardPage } from './cardGridRequests.ts';
import {
  clearFilterHistory,
  readFilterHistory,
  savedFiltersOf,
  writeFilterHistory,
} from './filterHistory.ts';
import type { CardGridContent } from './schema.ts';

export type FeedStatus = 'idle' | 'loading' | 'loading-more' | 'error';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The cards of a grid and what the visitor does with them (docs/spec/features.md §4): the first page
 * comes from the section's data hook (in the first HTML); changing a filter reloads from page 1 (the
 * search after 300 ms of quiet); 'Load more' appends the next page; each load is remembered in the
 * card type's cookie for 15 minutes, and a grid that appears with a saved history reloads pages 0 up
 * to the saved one, one after another, 200 ms apart. Clearing all filters removes the cookie. An
 * answer that arrives after a newer request is dropped.
 */
/** What a feed grid shows and does, as `useCardFeed` gives it. */
export type CardFeed = ReturnType<typeof useCardFeed>;

export function useCardFeed(content: CardGridContent, initial: SectionDataState<CardPage>) {
  const api = useApi();
  const feed = content.type === 'Feed';
  const [filters, setFiltersState] = useState<CardFilters>(noFilters);
  const [pages, setPages] = useState<CardWire[][] | null>(null);
  const [lastPage, setLastPage] = useState(0);
  const [status, setStatus] = useState<FeedStatus>('idle');
  const [total, setTotal] = useState<number | null>(null);
  const latest = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const remember = useCallback(
    (chosen: CardFilters, page: number) => {
      if (feed && (hasFilters(chosen) || page > 0)) {
        writeFilterHistory(content.cardType, savedFiltersOf(content.cardType, chosen, page));
      }
    },
    [content.cardType, feed],
  );

  const loadPages = useCallback(
    async (chosen: CardFilters, through: number, delay = 0) => {
      const request = ++latest.current;
      setStatus('loading');
      const loaded: CardWire[][] = [];
      try {
        for (let page = 0; page <= through; page += 1) {
          if (page > 0 && delay > 0) await wait(delay);
          if (request !== latest.current) return;
          const answer = await fetchCards(api, cardRequest(content, chosen, page));
          if (request !== latest.current) return;
          loaded.push(answer.data);
          const last = answer.meta?.last_page ?? page;
          setPages([...loaded]);
          setLastPage(last);
          setTotal(answer.meta?.total ?? null);
          if (page >= last) break;
        }
        setStatus('idle');
        remember(chosen, loaded.length - 1);
      } catch (error) {
        if (request !== latest.current) return;
        console.error(`[card-grid] the ${content.cardType} cards could not be loaded`, error);
        setStatus('error');
      }
    },
    [api, content, remember],
  );

  // A saved history (this card type's cookie) is restored when the grid appears.
  useEffect(() => {
    if (!feed) return;
    const saved = readFilterHistory(content.cardType);
    if (!saved || (!hasFilters(saved.filters) && saved.page === 0)) return;
    setFiltersState(saved.filters);
    void loadPages(saved.filters, saved.page, restoreDelayMs);
    // Once, when the grid appears.
  }, []);

  useEffect(() => () => clearTimeout(debounce.current), []);

  /** Changes the filters; the cards reload from the first page (a search after 300 ms of quiet). */
  const setFilters = useCallback(
    (next: CardFilters, { debounced = false } = {}) => {
      setFiltersState(next);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(
        () => void loadPages(next, 0),
        debounced ? searchDebounceMs : 0,
      );
    },
    [loadPages],
  );

  const clearAll = useCallback(() => {
    clearTimeout(debounce.current);
    clearFilterHistory(content.cardType);
    setFiltersState(noFilters);
    void loadPages(noFilters, 0);
  }, [content.cardType, loadPages]);

  const shown = pages ?? (initial.data ? [initial.data.data] : null);
  const last = pages ? lastPage : (initial.data?.meta?.last_page ?? 0);

  const loadMore = useCallback(async () => {
    if (!shown) return;
    const page = shown.length;
    const request = ++latest.current;
    setStatus('loading-more');
    try {
      const answer = await fetchCards(api, cardRequest(content, filters, page));
      if (request !== latest.current) return;
      setPages([...shown, answer.data]);
      setLastPage(answer.meta?.last_page ?? page);
      setTotal(answer.meta?.total ?? null);
      setStatus('idle');
      remember(filters, page);
    } catch (error) {
      if (request !== latest.current) return;
      console.error(`[card-grid] more ${content.cardType} cards could not be loaded`, error);
      setStatus('error');
    }
  }, [api, content, filters, remember, shown]);

  const cards = shown ? shown.flat() : [];
  const firstLoad = pages === null && initial.isLoading;
  return {
    filters,
    setFilters,
    clearAll,
    loadMore,
    retry: () => void loadPages(filters, Math.max(0, (shown?.length ?? 1) - 1)),
    cards,
    /** Nothing to show yet: the first page, or a reload after a filter changed. */
    loading: firstLoad || status === 'loading',
    loadingMore: status === 'loading-more',
    failed: status === 'error' || (pages === null && Boolean(initial.error)),
    hasMore: shown !== null && shown.length - 1 < last,
    total: pages ? total : (initial.data?.meta?.total ?? null),
  };
}
