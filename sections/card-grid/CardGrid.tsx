import { Button } from '#src/ui/components/Button/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { CtaButtons } from '#src/ui/components/CtaButton/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { formatCount } from '#src/lib/format/formatCount.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
// The filters first: the sections' stylesheet then has the filter menus' rules before the grid's, as
// it had when one file held them all.
import { CardGridFilters } from './CardGridFilters.tsx';
import * as styles from './CardGrid.css.ts';
import { CardGridBody } from './CardGridBody.tsx';
import type { CardPage } from './cardGridRequests.ts';
import { cardGridWording } from './cardGridWording.ts';
import type { CardGridContent } from './schema.ts';
import { useCardFeed } from './useCardFeed.ts';
import { useCardGridFocus } from './useCardGridFocus.ts';

export { cardGridWording };

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
  const focus = useCardGridFocus({ settled: !grid.loading && !grid.loadingMore });
  const { loadMoreButton } = focus;

  const tone = background === 'green' ? 'inverse' : 'default';
  const buttons = content.cta.content?.buttons ?? [];
  const things = cardGridWording.things[cardType];

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
              <CardGridFilters
                cardType={cardType}
                grid={grid}
                focus={focus}
                onClearAll={() => {
                  focus.focusAfterClearAll();
                  grid.clearAll();
                }}
              />
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
        <CardGridBody content={content} grid={grid} tone={tone} focus={focus} />
        {(feed && grid.hasMore && !grid.loading) || buttons.length > 0 ? (
          <div className={styles.footer}>
            {feed && grid.hasMore && !grid.loading ? (
              <Button
                ref={loadMoreButton}
                variant={tone === 'inverse' ? 'inverse' : 'secondary'}
                loading={grid.loadingMore}
                focusableWhileLoading
                onClick={() => {
                  focus.focusAfterLoadMore(grid.cards.length);
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
