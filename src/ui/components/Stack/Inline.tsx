import { createElement, type ElementType, type ReactNode } from 'react';
import { inline, type inlineAlignYs, type inlineAligns, type Space } from './Stack.css.ts';

export interface InlineProps {
  /** The gap between children, both across and (when wrapping) between rows. */
  space?: Space;
  align?: (typeof inlineAligns)[number];
  /** Vertical alignment of children of different heights; `center` by default. */
  alignY?: (typeof inlineAlignYs)[number];
  /** Wrap onto more rows when the row is too narrow (the default), so it works on a phone. */
  wrap?: boolean;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Horizontal flow: children side by side with even space, wrapping on narrow screens. */
export function Inline({
  space = 'medium',
  align,
  alignY,
  wrap = true,
  as = 'div',
  className,
  children,
}: InlineProps) {
  return createElement(
    as,
    { className: [inline({ space, align, alignY, wrap }), className].filter(Boolean).join(' ') },
    children,
  );
}
