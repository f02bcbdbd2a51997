import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type {
  CardWire,
  CoachCardWire,
  DataResponse,
  NamedWire,
  PostWire,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { CtaButtons } from '#src/ui/components/CtaButton/index.ts';
import { MultiSelect } from '#src/ui/components/FilterMenu/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Select } from '#src/ui/components/Select/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { CardSkeleton, CoachCard, PostCard, ProviderCard } from '#src/features/directory/index.ts';
import { formatCount } from '#src/lib/format/formatCount.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './CardGrid.css.ts';
import type { CardPage } from './cardGridRequests.ts';
import { cardCount, hasFilters, noResultsMessage, topicFromQuery } from './cardQuery.ts';
import { RegionFilter } from './RegionFilter.tsx';
import type { CardGridContent, CardType } from './schema.ts';
import { useCardFeed } from './useCardFeed.ts';

export const cardGridWording = {
  searchPlaceholder: { coach: 'City, Name...', provider: 'City, Name...', post: 'Search...' },
  searchLabel: { coach: 'Search designers', provider: 'Search businesses', post: 'Search posts' },
  things: {
    coach: { one: 'designer', other: 'designers' },
    provider: { one: 'business', other: 'businesses' },
    post: { one: 'post', other: 'posts' },
  },
  expertisePlaceholder: 'Filter by',
  tagPlaceholder: 'Select a Tag',
  topicPlaceholder: 'Select a Topic',
  loadMore: 'Load more',
  clearAll: 'Clear all filters',
  clearExpertise: 'Clear expertise',
  failed: 'Sorry, these cards could not be loaded.',
  retry: 'Try again',
  loading: 'Loading...',
} as const;

/** An expertise, tag or topic list (GET /expertises, /tags, /topics), loaded when the grid appears. */
function useNamedList(path: string | null) {
  const api = useApi();
  const { data } = useSWR(path, async (key: string) => {
    const response = await api.get<DataResponse<NamedWire[]>>(key);
    return Array.isArray(response.data) ? response.data : [];
  });
  return data ?? [];
}

function Card({ card, cardType }: { card: CardWire; cardType: CardType }) {
  if (cardType === 'coach') return <CoachCard coach={card as CoachCardWire} />;
  if (cardType === 'provider') return <ProviderCard provider={card as ProviderWire} />;
  return <PostCard post={card as PostWire} />;
}

/**
 * One grid for designer (coach), business (provider) and post cards. A `Custom` grid shows the cards
 * the editor picked; a `Feed` grid has a header with the filters of its card type (region and
 * expertise for designers, region for businesses, tags and topics for posts) and a search box, and
 * 'Load more' below. Skeleton cards hold the place while cards load.
 */
export function CardGrid({
  content,
  background,
  data,
}: SectionProps<CardGridContent, 'default', CardPage>) {
  const { cardType } = content;
  const feed = content.type === 'Feed';
  const grid = useCardFeed(content, data);
  const expertises = useNamedList(feed && cardType === 'coach' ? '/expertises' : null);
  const tags = useNamedList(feed && cardType === 'post' ? '/tags' : null);
  const topics = useNamedList(feed && cardType === 'post' ? '/topics' : null);
  const [searchParams] = useSearchParams();
  const topicParam = searchParams.get('topic');
  const topicApplied = useRef(false);
  const { filters, setFilters } = grid;
  const list = useRef<HTMLUListElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  const clearAllButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const expertiseId = useId();
  // Where focus goes once the cards a button asked for are in: the first new card, counted from
  // the cards shown before. 'Clear all filters' stays (busy) until then, so focus never drops to
  // the page while the cards load.
  const focusRequest = useRef<{ from: number; by: 'loadMore' | 'clearAll' } | null>(null);
  const [clearing, setClearing] = useState(false);
  const settled = !grid.loading && !grid.loadingMore;
  if (clearing && settled) setClearing(false);

  // `?topic=` pre-selects the topic of that name (ignoring case) once the topics have loaded.
  useEffect(() => {
    if (topicApplied.current || !feed || cardType !== 'post' || topics.length === 0) return;
    topicApplied.current = true;
    const topic = topicFromQuery(topics, topicParam);
    if (topic !== null && !filters.topic.includes(topic)) {
      setFilters({ ...filters, topic: [topic] });
    }
  }, [topics, topicParam, feed, cardType, filters, setFilters]);

  // Before the browser paints: a button that went with the load (the last page, no filters left)
  // took focus with it, and the page must not be shown with nothing focused.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request || !settled) return;
    focusRequest.current = null;
    const button = (request.by === 'loadMore' ? loadMoreButton : clearAllButton).current;
    const here = document.activeElement;
    // Only when the person is still where they pressed (or on the page, the button having gone).
    if (here !== button && here !== document.body && here !== null) return;
    // The new card's title link (its first control); else, when none came, the button or Try again.
    const card = list.current?.children[request.from];
    const target =
      card?.querySelector<HTMLElement>('a[href], button') ??
      (button?.isConnected ? button : retryButton.current);
    target?.focus();
  }, [settled]);

  const tone = background === 'green' ? 'inverse' : 'default';
  const count = cardCount(content);
  const skeletonKind = cardType;
  const buttons = content.cta.content?.buttons ?? [];
  const things = cardGridWording.things[cardType];

  let body;
  if (grid.failed && grid.cards.length === 0) {
    body = (
      <Stack space="small">
        <Text tone={tone === 'inverse' ? 'inverse' : 'error'}>{cardGridWording.failed}</Text>
        <div>
          <Button
            ref={retryButton}
            variant={tone === 'inverse' ? 'inverse' : 'secondary'}
            onClick={grid.retry}
          >
            {cardGridWording.retry}
          </Button>
        </div>
      </Stack>
    );
  } else if (grid.loading) {
    body = (
      <div role="status">
        <VisuallyHidden>{cardGridWording.loading}</VisuallyHidden>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <CardSkeleton kind={skeletonKind} />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (grid.cards.length === 0 && hasFilters(filters)) {
    body = (
      <Text tone={tone === 'inverse' ? 'inverse' : 'default'}>{noResultsMessage(filters)}</Text>
    );
  } else {
    body = (
      <ul ref={list} className={styles.grid}>
        {grid.cards.map((card) => (
          <li key={card.id}>
            <Card card={card} cardType={cardType} />
          </li>
        ))}
        {grid.loadingMore
          ? Array.from({ length: Math.min(count, 3) }, (_, index) => (
              <li key={`more-${index}`} aria-hidden="true">
                <CardSkeleton kind={skeletonKind} />
              </li>
            ))
          : null}
      </ul>
    );
  }

  return (
    <Container>
      <Stack space="large">
        {content.headline || feed ? (
          <Stack space="medium">
            {content.headline ? (
              <Heading level={2} tone={tone}>
                {content.headline}
              </Heading>
            ) : null}
            {feed ? (
              <div className={styles.controls}>
                {cardType !== 'post' ? (
                  <div className={styles.filter}>
                    <RegionFilter
                      region={filters.region}
                      onChange={(region) => setFilters({ ...filters, region })}
                    />
                  </div>
                ) : null}
                {cardType === 'coach' ? (
                  <div className={styles.filter}>
                    <Select
                      id={expertiseId}
                      label="Expertise"
                      hideLabel
                      placeholder={cardGridWording.expertisePlaceholder}
                      options={expertises.map((e) => ({ value: String(e.id), label: e.name }))}
                      value={filters.expertise === null ? '' : String(filters.expertise)}
                      onValueChange={(value) =>
                        setFilters({ ...filters, expertise: value ? Number(value) : null })
                      }
                    />
                  </div>
                ) : null}
                {cardType === 'coach' && filters.expertise !== null ? (
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => {
                      // The button goes with the choice: focus goes back to the select it emptied.
                      document.getElementById(expertiseId)?.focus();
                      setFilters({ ...filters, expertise: null });
                    }}
                  >
                    {cardGridWording.clearExpertise}
                  </Button>
                ) : null}
                {cardType === 'post' ? (
                  <>
                    <div className={styles.filter}>
                      <MultiSelect
                        label="Tag"
                        placeholder={cardGridWording.tagPlaceholder}
                        options={tags.map((t) => ({ value: t.id, label: t.name }))}
                        selected={filters.tag}
                        onChange={(tag) => setFilters({ ...filters, tag })}
                      />
                    </div>
                    <div className={styles.filter}>
                      <MultiSelect
                        label="Topic"
                        placeholder={cardGridWording.topicPlaceholder}
                        options={topics.map((t) => ({ value: t.id, label: t.name }))}
                        selected={filters.topic}
                        onChange={(topic) => setFilters({ ...filters, topic })}
                      />
                    </div>
                  </>
                ) : null}
                <div className={styles.search}>
                  <TextField
                    label={cardGridWording.searchLabel[cardType]}
                    name="search"
                    hideLabel
                    type="search"
                    placeholder={cardGridWording.searchPlaceholder[cardType]}
                    value={filters.search}
                    onChange={(event) =>
                      setFilters({ ...filters, search: event.target.value }, { debounced: true })
                    }
                  />
                </div>
                {hasFilters(filters) || clearing ? (
                  <Button
                    ref={clearAllButton}
                    variant="ghost"
                    size="small"
                    loading={clearing}
                    focusableWhileLoading
                    onClick={() => {
                      focusRequest.current = { from: 0, by: 'clearAll' };
                      setClearing(true);
                      grid.clearAll();
                    }}
                  >
                    {cardGridWording.clearAll}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </Stack>
        ) : null}
        {feed ? (
          // Announces how many cards a search or filter found, once they are in.
          <div role="status" aria-label={`${cardGridWording.searchLabel[cardType]}: results`}>
            <VisuallyHidden>
              {grid.total !== null && !grid.loading ? formatCount(grid.total, things) : ''}
            </VisuallyHidden>
          </div>
        ) : null}
        {body}
        {(feed && grid.hasMore && !grid.loading) || buttons.length > 0 ? (
          <div className={styles.footer}>
            {feed && grid.hasMore && !grid.loading ? (
              <Button
                ref={loadMoreButton}
                variant={tone === 'inverse' ? 'inverse' : 'secondary'}
                loading={grid.loadingMore}
                focusableWhileLoading
                onClick={() => {
                  focusRequest.current = { from: grid.cards.length, by: 'loadMore' };
                  void grid.loadMore();
                }}
              >
                {cardGridWording.loadMore}
              </Button>
            ) : null}
            {buttons.length > 0 ? <CtaButtons buttons={buttons} /> : null}
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
