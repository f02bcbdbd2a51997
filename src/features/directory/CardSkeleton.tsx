import { Card } from '#src/ui/components/Card/index.ts';
import { heading } from '#src/ui/components/Heading/Heading.css.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { text } from '#src/ui/components/Text/Text.css.ts';
import * as styles from './cards.css.ts';
import type { PostCardLayout } from './PostCard.tsx';

/** The directory's cards. */
export const cardKinds = ['coach', 'provider', 'post', 'course'] as const;
export type CardKind = (typeof cardKinds)[number];

export interface CardSkeletonProps {
  /** Which card it stands in for: it has that card's size and shape. */
  kind: CardKind;
  /** For posts: the layout of the card it stands in for. */
  layout?: PostCardLayout;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A title's two lines (the size the card's heading reserves). */
function TitleLines({ centered = false }: { centered?: boolean }) {
  return (
    <div
      className={classes(
        heading({ size: 'sm' }),
        styles.skeletonBlock,
        styles.reserveTwoLines,
        centered && styles.skeletonBlockCentered,
      )}
    >
      <Skeleton width={centered ? '60%' : '85%'} height="1em" />
    </div>
  );
}

/** A small text block of `lines` lines (the size the card's text reserves). */
function SmallText({
  lines,
  width = '50%',
  centered = false,
}: {
  lines: 1 | 3;
  width?: string;
  centered?: boolean;
}) {
  return (
    <div
      className={classes(
        text({ size: 'sm' }),
        styles.skeletonBlock,
        lines === 1 ? styles.reserveOneLine : styles.reserveThreeLines,
        centered && styles.skeletonBlockCentered,
      )}
    >
      {lines === 1 ? <Skeleton width={width} /> : <Skeleton lines={3} />}
    </div>
  );
}

function MediaBlock({ ratio }: { ratio: '3 / 2' | '2 / 1' | '4 / 3' }) {
  const ratioClass = {
    '3 / 2': styles.ratio3by2,
    '2 / 1': styles.ratio2by1,
    '4 / 3': styles.ratio4by3,
  }[ratio];
  return (
    <Skeleton radius="none" height="auto" className={classes(styles.skeletonMedia, ratioClass)} />
  );
}

/**
 * The shape of a directory card while its data loads: the same size as the card (pictures, clamped
 * lines and rows reserved alike), so nothing moves when the card arrives. Hidden from assistive
 * technology: announce the loading with text around it (e.g. a `role="status"` with 'Loading...').
 */
export function CardSkeleton({ kind, layout = 'stacked' }: CardSkeletonProps) {
  if (kind === 'coach') {
    return (
      <Card padding="none" className={styles.card}>
        <div className={styles.coachTop}>
          <Skeleton width={85} height={85} radius="full" />
        </div>
        <div className={classes(styles.body, styles.centered)}>
          <TitleLines centered />
          <SmallText lines={1} width="40%" centered />
          <div className={styles.statusRow} />
          <div className={classes(styles.tags, styles.skeletonBlock, styles.skeletonBlockCentered)}>
            <Skeleton width="70%" height="1.5em" radius="full" />
          </div>
        </div>
      </Card>
    );
  }
  if (kind === 'provider') {
    return (
      <Card padding="none" className={styles.card}>
        <MediaBlock ratio="2 / 1" />
        <div className={styles.logo}>
          <Skeleton width="100%" height="100%" radius="none" />
        </div>
        <div className={classes(styles.body, styles.providerBody)}>
          <TitleLines />
          <SmallText lines={1} width="40%" />
          <SmallText lines={3} />
          <div className={styles.team}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} width={36} height={36} radius="full" />
            ))}
          </div>
        </div>
      </Card>
    );
  }
  const row = kind === 'post' && layout === 'row';
  return (
    <Card padding="none" className={classes(styles.card, row && styles.row)}>
      <MediaBlock ratio={row ? '4 / 3' : '3 / 2'} />
      <div className={styles.body}>
        {kind === 'post' ? (
          <div className={classes(styles.tags, styles.skeletonBlock)}>
            <Skeleton width="40%" height="1.5em" radius="full" />
          </div>
        ) : (
          <div className={classes(styles.kicker, styles.skeletonBlock)}>
            <Skeleton width="25%" />
          </div>
        )}
        <TitleLines />
        <SmallText lines={3} />
      </div>
    </Card>
  );
}
