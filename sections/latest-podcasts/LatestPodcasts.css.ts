import { style } from '@vanilla-extract/css';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** One column on a phone, the three episodes side by side from tablet width up. */
export const episodeGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Cards in a row share one height; the platform links sit at the bottom of each. */
export const episodeCard = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const episodeBody = style({ flexGrow: 1 });

export const platformList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
