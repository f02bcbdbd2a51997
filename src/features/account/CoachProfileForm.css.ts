import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { fittingGrid } from '#src/ui/theme/layout.ts';

export const place = style({
  ...fittingGrid('12rem', vars.space.medium),
  alignItems: 'start',
});
