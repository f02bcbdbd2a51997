import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** Text beside the image from tablet width up; the image under the text on a phone. */
export const heroGrid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xlarge,
    alignItems: 'center',
  },
  variants: {
    withImage: {
      true: {
        '@media': {
          [media.up('md')]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: vars.space.xxlarge,
          },
        },
      },
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
