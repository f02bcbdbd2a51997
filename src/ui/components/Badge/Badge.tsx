import type { ReactNode } from 'react';
import { badge, badgeList, type badgeSizes, type badgeTones } from './Badge.css.ts';

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps {
  children: ReactNode;
  /** `success` (the default) for a state such as 'Available now'; `tag` (green) or `neutral`
   * (beige) for one of a list of labels. */
  tone?: BadgeTone;
  /** `small` (the default) in small print; `large` in the text's own size. */
  size?: BadgeSize;
  /** Renders as another inline element, such as `li` in a list of tags. */
  as?: 'span' | 'li';
  /** Placement only (alignment, margins): the look is the badge's. */
  className?: string;
}

/** A few words in a pill: a state ('Available now') or a label in a list of them. */
export function Badge({
  children,
  tone = 'success',
  size = 'small',
  as: Element = 'span',
  className,
}: BadgeProps) {
  return (
    <Element className={[badge({ tone, size }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}

/** Badges as a list (`<Badge as="li">` inside): in a row, wrapping. */
export function BadgeList({ children }: { children: ReactNode }) {
  return <ul className={badgeList}>{children}</ul>;
}

/**
 * Named things (a person's areas of expertise) as large neutral badges in a list, or `empty` (a line
 * that says there are none) when there are none.
 */
export function NameBadges({
  items,
  empty,
}: {
  items: readonly { id: number; name: string }[];
  empty: ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <BadgeList>
      {items.map((item) => (
        <Badge key={item.id} as="li" tone="neutral" size="large">
          {item.name}
        </Badge>
      ))}
    </BadgeList>
  );
}
