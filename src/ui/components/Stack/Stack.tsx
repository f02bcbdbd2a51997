import { createElement, type ElementType, type ReactNode } from 'react';
import { stack, type Space, type stackAligns } from './Stack.css.ts';

export interface StackProps {
  /** The gap between children, from the theme's space scale. */
  space?: Space;
  /** Without it the children fill the width; with it they keep their own width and line up. */
  align?: (typeof stackAligns)[number];
  /** The element, e.g. `ul` for a list (then pass `li` children). */
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Vertical flow: children one under the other with even space between. */
export function Stack({ space = 'medium', align, as = 'div', className, children }: StackProps) {
  return createElement(
    as,
    { className: [stack({ space, align }), className].filter(Boolean).join(' ') },
    children,
  );
}
