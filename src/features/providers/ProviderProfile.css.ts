import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/ui/theme/index.ts';
import { centredRow, termAndValue, termsBesideValues, wrappingRow } from '#src/ui/theme/layout.ts';

export const cover = style({ borderRadius: vars.radius.large });

/** The logo sits on the cover's lower edge. */
export const identity = style({
  ...wrappingRow(vars.space.large, 'flex-end'),
  marginTop: `calc(-1 * ${vars.space.xxlarge})`,
  paddingInline: vars.space.large,
});

export const logo = style({
  width: '6rem',
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  border: `4px solid ${vars.color.white}`,
  background: vars.color.white,
  boxShadow: vars.shadow.medium,
  '@media': { [media.up('md')]: { width: '8rem' } },
});

export const details = style(termsBesideValues);

export const row = style(termAndValue);

export const term = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const team = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const member = style(centredRow(vars.space.small));
