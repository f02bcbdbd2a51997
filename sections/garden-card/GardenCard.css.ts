import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** The picture beside the text from tablet width up; above it on a phone. */
export const layout = recipe({
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

export const text = style({
  padding: vars.space.large,
  '@media': { [media.up('md')]: { padding: vars.space.xlarge } },
});

/** Four small pictures to a row. */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbnail = style({ borderRadius: vars.radius.small });

export const thumbnailLink = style({
  display: 'block',
  borderRadius: vars.radius.small,
});

/** A small picture's box while the submitted gardens load. */
export const placeholder = style({ display: 'block', aspectRatio: '1 / 1' });
