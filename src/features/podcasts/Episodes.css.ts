import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** `grid`: one column on a phone, the episodes three side by side from tablet width up. */
export const episodeGrid = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** `list`: one episode under the other, spaced by the Stack. */
export const episodeList = style(plainList);

/** In a grid, cards in a row share one height and the platform links sit at the bottom of each. */
export const gridCard = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const gridCardBody = style({ flexGrow: 1 });

export const platformList = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
