import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/theme/index.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

export const portfolio = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
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

export const quote = style({
  margin: 0,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  paddingInlineStart: vars.space.large,
});
