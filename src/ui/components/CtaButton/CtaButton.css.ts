import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

// A call to action whose link is '#' is plain text (the Link rules): it keeps the weight of a button label.
export const cta = style({
  fontWeight: vars.fontWeight.semibold,
});
