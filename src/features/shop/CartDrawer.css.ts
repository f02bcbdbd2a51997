import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList } from '#src/ui/theme/layout.ts';

export const items = style({
  ...unstyledList,
  ...column(vars.space.large),
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxxlarge} minmax(0, 1fr) auto`,
  gap: vars.space.medium,
  alignItems: 'start',
});

export const thumbnail = style({
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.neutral100,
});

export const itemText = style({
  ...column(vars.space.xxsmall),
  minWidth: 0,
});

export const itemTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});
export const subtotal = style({
  display: 'flex',
  margin: 0,
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontWeight: vars.fontWeight.semibold,
});
