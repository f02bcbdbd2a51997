import { createElement, type ElementType, type ReactNode } from 'react';
import { container, type containerWidths } from './Container.css.ts';

export interface ContainerProps {
  /** `layout`: the page's maximum width (1312 px); `reading`: a comfortable line length for prose. */
  width?: (typeof containerWidths)[number];
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** Centres content at the page's width, with the gutter on both sides. */
export function Container({ width = 'layout', as = 'div', className, children }: ContainerProps) {
  return createElement(
    as,
    { className: [container({ width }), className].filter(Boolean).join(' ') },
    children,
  );
}
