import type { CardWire, CoachCardWire, PostWire, ProviderWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { CardSkeleton, CoachCard, PostCard, ProviderCard } from '#src/features/directory/index.ts';
import * as styles from './CardGrid.css.ts';
import { cardGridWording } from './cardGridWording.ts';
import { cardCount, hasFilters, noResultsMessage } from './cardQuery.ts';
import type { CardGridContent, CardType } from './schema.ts';
import type { CardFeed } from './useCardFeed.ts';
import type { CardGridFocus } from './useCardGridFocus.ts';

function Card({ card, cardType }: { card: CardWire; cardType: CardType }) {
  if (cardType === 'coach') return <CoachCard coach={card as CoachCardWire} />;
  if (cardType === 'provider') return <ProviderCard provider={card as ProviderWire} />;
  return <PostCard post={card as PostWire} />;
}

export interface CardGridBodyProps {
  /** The grid's card type, and how many skeleton cards hold the place of a first page. */
  content: CardGridContent;
  /** The cards loaded so far, how their loading went, the filters they answer and 'Try again'. */
  grid: Pick<CardFeed, 'cards' | 'failed' | 'loading' | 'loadingMore' | 'filters' | 'retry'>;
  tone: 'inverse' | 'default';
  /** The list and 'Try again', where focus goes after a load. */
  focus: Pick<CardGridFocus, 'list' | 'retryButton'>;
}

/**
 * What the grid shows under its header: the cards (with skeletons below them while more load),
 * skeletons alone while the first page loads, the no-results message of the filters, or, when
 * nothing could be loaded, the failure with 'Try again'.
 */
export function CardGridBody({ content, grid, tone, focus }: CardGridBodyProps) {
  const { list, retryButton } = focus;
  const { cardType } = content;
  const count = cardCount(content);
  const { cards, loadingMore, filters } = grid;
  if (grid.failed && cards.length === 0) {
    return (
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
  }
  if (grid.loading) {
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
    <ul ref={list} className={styles.grid}>
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
