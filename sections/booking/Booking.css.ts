import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/** The booker's card: white on every band, as wide as a designer's profile reads. */
export const card = style({
  maxWidth: vars.size.readingWidth,
  marginInline: 'auto',
  color: vars.color.text,
});
