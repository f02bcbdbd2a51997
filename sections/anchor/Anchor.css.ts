import { style } from '@vanilla-extract/css';

/**
 * Where an in-page link lands: right below the sticky site header, which the page's scroll padding
 * keeps clear (src/ui/theme/stickyHeader.ts); the target adds no margin of its own.
 */
export const anchorTarget = style({
  selectors: { '&:focus': { outline: 'none' } },
});

/** The target without a title: present in the page, but takes up no room. */
export const emptyTarget = style([
  anchorTarget,
  { display: 'block', height: 0, overflow: 'hidden' },
]);
