import type { ReactNode } from 'react';
import { badge, type badgeTones } from './Badge.css.ts';

export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** `success` (the default) for a state such as 'Available now'; `tag` (green) or `neutral`
   * (beige) for one of a list of labels. */
  tone?: BadgeTone;
  /** Renders as another inline element, such as `li` in a list of tags. */
  as?: 'span' | 'li';
  /** Placement only (alignment, margins): the look is the badge's. */
  className?: string;
}

/** A few words in a pill: a state ('Available now') or a label in a list of them. */
export function Badge({ children, tone = 'success', as: Element = 'span', className }: BadgeProps) {
  return (
    <Element className={[badge({ tone }), className].filter(Boolean).join(' ')}>{children}</Element>
  );
}
