import { style } from '@vanilla-extract/css';
import { vars } from '#src/theme/theme.css.ts';

/** The episode list: a plain list, the cards spaced by the Stack. */
export const episodeList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const platformList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
