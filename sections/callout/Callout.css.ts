import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

// The image runs to the card's edges; its box is reserved at 4:3 so nothing moves as it loads.
export const calloutImage = style({
  width: '100%',
});

export const calloutText = style({
  padding: vars.space.large,
  '@media': { [media.up('md')]: { padding: vars.space.xxlarge } },
});
