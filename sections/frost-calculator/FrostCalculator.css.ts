import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { termAndValue, termsBesideValues } from '#src/ui/theme/layout.ts';

/** The zip field and its button side by side from tablet width, stacked on a phone. */
export const lookup = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(0, 16rem) auto' } },
});

/** The details: term and value on one line each. */
export const details = style(termsBesideValues);

export const row = style(termAndValue);

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({ margin: 0 });
