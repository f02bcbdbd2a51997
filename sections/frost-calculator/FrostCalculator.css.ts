import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/** The zip field and its button side by side from tablet width, stacked on a phone. */
export const lookup = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(0, 16rem) auto' } },
});

/** The details: term and value on one line each. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

/** A term and its value: grouped for the markup, laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0 });
