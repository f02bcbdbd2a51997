import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const formError = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.errorBg,
  color: vars.color.error,
});

/** The switch between sign-up and log-in: a text button that reads as a link. */
export const switchButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.small,
  },
});
