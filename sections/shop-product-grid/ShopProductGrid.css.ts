import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/** One card a row on a phone, two from 500 px, three from 1024 px. */
export const grid = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.up('sm2')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xlarge },
  },
});

export const intro = style({
  maxWidth: vars.size.readingWidth,
  marginInline: 'auto',
  textAlign: 'center',
});
