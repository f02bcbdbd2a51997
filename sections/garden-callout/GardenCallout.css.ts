import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, stackedGrid, unstyledList } from '#src/ui/theme/layout.ts';

/** The text beside the gardens from tablet width up; the gardens under the text on a phone. */
export const layout = recipe({
  base: {
    ...stackedGrid(vars.space.xlarge),
  },
  variants: {
    withGardens: {
      true: {
        '@media': {
          [media.up('md')]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: vars.space.xxlarge,
          },
        },
      },
      false: { maxWidth: vars.size.readingWidth, marginInline: 'auto' },
    },
  },
  defaultVariants: { withGardens: true },
});

export const gardens = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  ...unstyledList,
});

export const figure = style({
  ...column(vars.space.xsmall),
  margin: 0,
});

export const picture = style({ borderRadius: vars.radius.medium });
