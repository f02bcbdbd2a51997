import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList } from '#src/ui/theme/layout.ts';

export const card = style({
  ...column(vars.space.medium),
  height: '100%',
});

export const price = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.green,
});

export const interval = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.xsmall,
  ...unstyledList,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem 1fr',
  gap: vars.space.xsmall,
  alignItems: 'start',
});

export const excluded = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const mark = style({ fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const action = style({ marginTop: 'auto' });
