import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/**
 * The cards side by side, as many as fit (each 17–22 rem wide), centred: one business sits in the
 * middle of the band, several wrap into rows; one a row on a phone.
 */
export const grid = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 22rem))',
  justifyContent: 'center',
  gap: vars.space.large,
});
