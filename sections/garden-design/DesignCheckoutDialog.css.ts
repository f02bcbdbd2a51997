import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { wrappingRow } from '#src/ui/theme/layout.ts';

/** The line that opens each step of the checkout dialog; focus goes to it when the step changes. */
export const stepIntro = style({
  margin: 0,
  color: vars.color.textMuted,
  ':focus': { outline: 'none' },
});

export const stepActions = style(wrappingRow(vars.space.small));
