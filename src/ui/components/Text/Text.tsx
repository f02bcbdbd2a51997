import type { ReactNode } from 'react';
import {
  text,
  type textAligns,
  type textSizes,
  type textTones,
  type textWeights,
} from './Text.css.ts';

export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  /** The element: a paragraph by default; `span` inside other text; `small` for fine print. */
  as?: 'p' | 'span' | 'div' | 'small';
  /** Defaults to `md`, or `sm` for `small`. */
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: (typeof textAligns)[number];
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Body text in the theme's sizes, tones and weights. */
export function Text({
  as: Tag = 'p',
  size,
  tone,
  weight,
  align,
  id,
  className,
  children,
}: TextProps) {
  const classes = [
    text({ size: size ?? (Tag === 'small' ? 'sm' : 'md'), tone, weight, align }),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag id={id} className={classes}>
      {children}
    </Tag>
  );
}
