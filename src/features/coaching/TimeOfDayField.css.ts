import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { plainFieldset } from '#src/ui/theme/formParts.ts';

/** A time of day: a legend over three selects (hour, minute, AM/PM) side by side. */
export const fieldset = style(plainFieldset);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxsmall,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const parts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(4.5rem, 1fr))',
  gap: vars.space.xsmall,
  maxWidth: '19rem',
});

export const part = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const caption = style({
  marginBottom: vars.space.xxsmall,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
