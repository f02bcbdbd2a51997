import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const icon = style({
  display: 'block',
  flexShrink: 0,
  width: '3rem',
  height: '2rem',
  borderRadius: vars.radius.small,
});
