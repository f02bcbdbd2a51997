import type { ReactNode } from 'react';
import { Badge } from '#src/ui/components/Badge/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import * as styles from './cards.css.ts';

/** The outline level of a card's title: 3 under a section heading, 2 in a section without one. */
export type CardHeadingLevel = 2 | 3 | 4;

/** How wide the card's picture is on the page (it fills a grid cell: a quarter to all of it). */
export const cardImageSizes = '(min-width: 1024px) 25vw, (min-width: 500px) 50vw, 100vw';

/** The card's title: a link whose cover makes the whole card one target; two lines at most. */
export function CardTitle({
  href,
  level,
  centered = false,
  children,
}: {
  href: string;
  level: CardHeadingLevel;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <Heading
      level={level}
      size="sm"
      align={centered ? 'center' : undefined}
      className={styles.twoLines}
    >
      <Link href={href} variant="plain" className={styles.coverLink}>
        {children}
      </Link>
    </Heading>
  );
}

/**
 * A picture of the card's content, decoration beside its title (alt ''), or a panel of the same size
 * when there is none.
 */
export function CardMedia({
  src,
  ratio,
  sizes = cardImageSizes,
}: {
  src: string | null | undefined;
  ratio: '3 / 2' | '2 / 1' | '4 / 3';
  sizes?: string;
}) {
  const ratioClass = {
    '3 / 2': styles.ratio3by2,
    '2 / 1': styles.ratio2by1,
    '4 / 3': styles.ratio4by3,
  }[ratio];
  const source = src?.trim();
  if (!source) return <span className={[styles.mediaPlaceholder, ratioClass].join(' ')} />;
  return <Image src={source} alt="" aspectRatio={ratio} sizes={sizes} className={styles.media} />;
}

/**
 * A row of tags (expertises, topics): the first `max`, then '+N more' for the rest. The row's height
 * is kept when there are none.
 */
export function TagList({
  names,
  label,
  max = 3,
  centered = false,
}: {
  names: readonly string[];
  /** What the tags are, for screen readers (e.g. 'Expertise'). */
  label: string;
  max?: number;
  centered?: boolean;
}) {
  const shown = names.map((name) => name.trim()).filter(Boolean);
  const className = [styles.tags, centered && styles.tagsCentered].filter(Boolean).join(' ');
  if (shown.length === 0) return <div className={className} />;
  const rest = shown.length - max;
  return (
    <ul className={className} aria-label={label}>
      {shown.slice(0, max).map((name, index) => (
        <Badge key={`${index}:${name}`} as="li" tone="tag">
          {name}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge as="li" tone="tag">
          +{rest}
          <VisuallyHidden> more</VisuallyHidden>
        </Badge>
      ) : null}
    </ul>
  );
}

/** A person's name as cards show it: first and last name. */
export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
}
