import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * A picture beside the text from tablet width up, one column on a phone: the hero's grid, and the
 * one of cards that put a picture beside their text (Callout, Garden Card).
 */
export const besideLayout = recipe({
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

/** The hero's spacing; without a picture its text is centred in a reading width. */
export const heroGrid = recipe({
  base: { gap: vars.space.xlarge },
  variants: {
    withImage: {
      true: { '@media': { [media.up('md')]: { gap: vars.space.xxlarge } } },
      false: { maxWidth: vars.size.readingWidth, marginInline: 'auto', textAlign: 'center' },
    },
  },
  defaultVariants: { withImage: true },
});

export const heroImage = style({
  width: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});
