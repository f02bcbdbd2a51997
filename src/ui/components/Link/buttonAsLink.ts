import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * A text button that reads as a link: it acts on the page (reveals a field, switches a form) rather
 * than going anywhere, so it stays a button. A plain rule to spread; the colour is the caller's.
 */
export const buttonAsLink = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.small,
  },
} satisfies StyleRule;
