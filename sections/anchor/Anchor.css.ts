import { style } from '@vanilla-extract/css';
import { vars } from '#src/theme/theme.css.ts';

/** Where an in-page link lands: below the sticky site header, not under it. */
export const anchorTarget = style({
  scrollMarginTop: vars.space.xxxlarge,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The target without a title: present in the page, but takes up no room. */
export const emptyTarget = style([
  anchorTarget,
  { display: 'block', height: 0, overflow: 'hidden' },
]);
