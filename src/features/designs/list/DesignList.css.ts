import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const list = style({
  ...unstyledList,
  display: 'grid',
  gap: vars.space.medium,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
