import { style } from '@vanilla-extract/css';
import { cellFillingColumn, column, pictureBox } from '#src/ui/theme/layout.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const card = style(cellFillingColumn);

export const image = style(pictureBox(vars.color.neutral100));

export const body = style({
  ...column(vars.space.small),
  flexGrow: 1,
  padding: vars.space.large,
});

/** Keeps the button at the bottom of the card, so buttons line up across a row of cards. */
export const action = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
});

/** The loading card has the loaded card's shape: a square image and the lines under it. */
export const skeletonImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
});
