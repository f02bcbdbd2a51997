import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { stackedGrid } from '#src/ui/theme/layout.ts';

export const cardPlacements = ['left', 'right', 'alone'] as const;

/**
 * Text first on a phone, the card under it; side by side from tablet width up, the card on the left
 * (or right when flipped). The text comes first in the source either way, so it is read first.
 */
export const layout = recipe({
  base: {
    ...stackedGrid(vars.space.xlarge),
    '@media': {
      [media.up('md')]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: vars.space.xxlarge,
      },
    },
  },
  variants: {
    card: {
      left: { '@media': { [media.up('md')]: { gridTemplateAreas: '"card text"' } } },
      right: { '@media': { [media.up('md')]: { gridTemplateAreas: '"text card"' } } },
      // Without text the card stands alone in the middle.
      alone: {
        '@media': {
          [media.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"card"' },
        },
      },
    },
  },
  defaultVariants: { card: 'left' },
});

export const text = style({
  '@media': { [media.up('md')]: { gridArea: 'text' } },
});

/** A product card is narrower than half the page: it keeps to a card's width. */
export const card = style({
  width: '100%',
  maxWidth: `calc(${vars.size.cartDrawer} - ${vars.space.xlarge})`,
  justifySelf: 'center',
  '@media': { [media.up('md')]: { gridArea: 'card' } },
});
