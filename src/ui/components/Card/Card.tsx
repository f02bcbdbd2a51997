import { createElement, type ElementType, type ReactNode } from 'react';
import type { vars } from '#src/ui/theme/theme.css.ts';
import { card, type cardTones } from './Card.css.ts';

export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  /** e.g. `article` or `li`. */
  as?: ElementType;
  /** The surface colour; on `green` the text turns white (pass `tone="inverse"` to a Heading or Text inside). */
  tone?: CardTone;
  /** Inner space from the theme's space scale; `none` for a card whose image runs to the edges. */
  padding?: keyof typeof vars.space;
  /** Lifts on hover and focus: for cards that are a link as a whole. */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
}

/** A surface with rounded corners and a soft shadow that groups related content. */
export function Card({
  as = 'div',
  tone = 'white',
  padding = 'large',
  interactive = false,
  className,
  children,
}: CardProps) {
  return createElement(
    as,
    { className: [card({ tone, padding, interactive }), className].filter(Boolean).join(' ') },
    children,
  );
}
