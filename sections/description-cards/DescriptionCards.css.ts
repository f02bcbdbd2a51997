import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/** One column on a phone, two from 768 px, three from 1024 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  ...unstyledList,
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// Cards in a row share the tallest one's height.
export const card = style({ height: '100%' });

export const cardText = style({ padding: vars.space.large });
