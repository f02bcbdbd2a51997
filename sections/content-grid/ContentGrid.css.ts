import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/**
 * The cards' grid in each layout: `default` four across on a desktop (two on a tablet, one on a
 * phone); the quadrants two by two in a narrower box; `post-row` posts as rows (picture beside text),
 * two columns on a desktop.
 */
export const grid = recipe({
  base: {
    ...unstyledList,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
  },
  variants: {
    layout: {
      default: {
        '@media': {
          [media.up('sm2')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
      'combo-quadrant': {
        maxWidth: '60rem',
        marginInline: 'auto',
        width: '100%',
        '@media': { [media.up('sm3')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      'post-quadrant': {
        maxWidth: '60rem',
        marginInline: 'auto',
        width: '100%',
        '@media': { [media.up('sm3')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      'post-row': {
        '@media': { [media.up('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
    },
  },
});

// Centred by the stack (align-self), not by auto margins: the heading's own `margin: 0` may come later in the cascade.
export const intro = style({ maxWidth: vars.size.readingWidth, alignSelf: 'center' });
