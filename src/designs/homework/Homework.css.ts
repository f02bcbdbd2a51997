import { style } from '@vanilla-extract/css';
import { vars } from '#src/theme/theme.css.ts';

/** A locked section is dimmed; its title cannot be pressed (Radix marks it `data-disabled`). */
export const section = style({
  selectors: {
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const stateLabel = style({
  marginInlineStart: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const complete = style({
  color: vars.color.greenDark,
});
