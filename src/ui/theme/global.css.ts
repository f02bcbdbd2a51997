import { createGlobalVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { stickyHeaderHeightProperty } from './stickyHeader.ts';
import { vars } from './theme.css.ts';

/** The sticky site header's height: none on a page without one (see stickyHeader.ts). */
export const stickyHeaderHeight = createGlobalVar(stickyHeaderHeightProperty.slice(2));

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // What is scrolled into view (by focus too) stops below the sticky header, with room for its ring.
  scrollPaddingTop: `calc(${fallbackVar(stickyHeaderHeight, '0px')} + ${vars.space.xsmall})`,
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.white,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, svg, video', { maxWidth: '100%', display: 'block' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote', { margin: 0 });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
