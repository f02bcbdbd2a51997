import type { ReactNode, Ref } from 'react';
import {
  focusTarget,
  heading,
  type headingAligns,
  type headingSizes,
  type headingTones,
} from './Heading.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = (typeof headingSizes)[number];

export interface HeadingProps {
  /** The document outline level: renders `h1`…`h6`. */
  level: HeadingLevel;
  /** The visual size; by default it follows the level (1 → xxl … 5 and 6 → sm). */
  size?: HeadingSize;
  align?: (typeof headingAligns)[number];
  /** `inverse` for headings on dark (green) backgrounds. */
  tone?: (typeof headingTones)[number];
  id?: string;
  className?: string;
  /**
   * Makes the heading a focus target for script (`-1`): a view that replaces itself moves focus to
   * its new heading, so keyboard and screen-reader users land there. It shows no focus ring.
   */
  tabIndex?: -1;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const sizeByLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

/** A heading in the serif heading font; the level and the look are chosen separately. */
export function Heading({
  level,
  size,
  align,
  tone,
  id,
  className,
  tabIndex,
  ref,
  children,
}: HeadingProps) {
  const Tag = `h${level}` as const;
  const classes = [
    heading({ size: size ?? sizeByLevel[level], align, tone }),
    tabIndex === -1 && focusTarget,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag id={id} className={classes} tabIndex={tabIndex} ref={ref}>
      {children}
    </Tag>
  );
}
