import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/** `grid`: one column on a phone, the episodes three side by side from tablet width up. */
export const episodeGrid = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** `list`: one episode under the other, spaced by the Stack. */
export const episodeList = style(unstyledList);

/** In a grid, cards in a row share one height and the platform links sit at the bottom of each. */
export const gridCard = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const gridCardBody = style({ flexGrow: 1 });

export const platformList = style({
  ...unstyledList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
