import type { Ref } from 'react';
import type { CardWire, CoachCardWire, PostWire, ProviderWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { CardSkeleton, CoachCard, PostCard, ProviderCard } from '#src/features/directory/index.ts';
import * as styles from './CardGrid.css.ts';
import { cardGridWording } from './cardGridWording.ts';
import { hasFilters, noResultsMessage, type CardFilters } from './cardQuery.ts';
import type { CardType } from './schema.ts';

function Card({ card, cardType }: { card: CardWire; cardType: CardType }) {
  if (cardType === 'coach') return <CoachCard coach={card as CoachCardWire} />;
  if (cardType === 'provider') return <ProviderCard provider={card as ProviderWire} />;
  return <PostCard post={card as PostWire} />;
}

export interface CardGridBodyProps {
  cardType: CardType;
  cards: CardWire[];
  failed: boolean;
  loading: boolean;
  loadingMore: boolean;
  filters: CardFilters;
  /** How many skeleton cards hold the place of a first page. */
  count: number;
  tone: 'inverse' | 'default';
  listRef: Ref<HTMLUListElement>;
  retryRef: Ref<HTMLButtonElement>;
  onRetry: () => void;
}

/**
 * What the grid shows under its header: the cards (with skeletons below them while more load),
 * skeletons alone while the first page loads, the no-results message of the filters, or, when
 * nothing could be loaded, the failure with 'Try again'.
 */
export function CardGridBody({
  cardType,
  cards,
  failed,
  loading,
  loadingMore,
  filters,
  count,
  tone,
  listRef,
  retryRef,
  onRetry,
}: CardGridBodyProps) {
  if (failed && cards.length === 0) {
    return (
      <Stack space="small">
        <Text tone={tone === 'inverse' ? 'inverse' : 'error'}>{cardGridWording.failed}</Text>
        <div>
          <Button
            ref={retryRef}
            variant={tone === 'inverse' ? 'inverse' : 'secondary'}
            onClick={onRetry}
          >
            {cardGridWording.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  if (loading) {
    return (
      <div role="status">
        <VisuallyHidden>{cardGridWording.loading}</VisuallyHidden>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <CardSkeleton kind={cardType} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (cards.length === 0 && hasFilters(filters)) {
    return (
      <Text tone={tone === 'inverse' ? 'inverse' : 'default'}>{noResultsMessage(filters)}</Text>
    );
  }
  return (
    <ul ref={listRef} className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card card={card} cardType={cardType} />
        </li>
      ))}
      {loadingMore
        ? Array.from({ length: Math.min(count, 3) }, (_, index) => (
            <li key={`more-${index}`} aria-hidden="true">
              <CardSkeleton kind={cardType} />
            </li>
          ))
        : null}
    </ul>
  );
}
