import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/theme/index.ts';

/** The header: headline above, then the filters and the search box, wrapping on a phone. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const search = style({
  flex: '1 1 14rem',
  minWidth: 0,
  '@media': { [media.up('md')]: { maxWidth: '22rem', marginInlineStart: 'auto' } },
});

export const filter = style({ flex: '0 1 auto', minWidth: '12rem' });

export const countries = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** One column on a phone, two from 500 px, three from 1024 px. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.up('sm2')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});
