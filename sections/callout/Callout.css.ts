import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** Image beside the text from tablet width up; image above the text on a phone. */
export const calloutGrid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
  },
  variants: {
    withImage: {
      true: {
        '@media': {
          [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { withImage: true },
});

// The image runs to the card's edges; its box is reserved at 4:3 so nothing moves as it loads.
export const calloutImage = style({
  width: '100%',
});

export const calloutText = style({
  padding: vars.space.large,
  '@media': { [media.up('md')]: { padding: vars.space.xxlarge } },
});
