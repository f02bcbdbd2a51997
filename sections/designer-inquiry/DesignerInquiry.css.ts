import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { plainFieldset } from '#src/ui/theme/formParts.ts';

/** Two columns of fields from tablet width; one on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that takes the whole row. */
export const wide = style({ '@media': { [media.up('md')]: { gridColumn: '1 / -1' } } });

export const fieldset = style(plainFieldset);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const interests = style({
  display: 'grid',
  gap: vars.space.xsmall,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formError = style({ color: vars.color.error, margin: 0 });
