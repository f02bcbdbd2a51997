import { style } from '@vanilla-extract/css';
import { vars } from '#src/theme/index.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tag = style({
  borderRadius: vars.radius.full,
  background: vars.color.beige,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
});

/** 'Available now' under the name keeps its own width in the column. */
export const availableNow = style({ alignSelf: 'flex-start' });
