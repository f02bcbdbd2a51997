import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

// What the dialog's and the drawer's panels share besides the overlay: plain rules to spread, so each
// panel keeps its own class and places the part its own way.

/** The panel's title: the heading face, large. */
export const modalTitle = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
} satisfies StyleRule;

/** The round "Close" button: a whole tap target around its icon. */
export const modalClose = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
} satisfies StyleRule;

/** The close button's keyboard focus: first in its selectors. */
export const modalCloseFocus = {
  '&:focus-visible': { outline: `medium solid ${vars.color.focus}`, outlineOffset: 0 },
} satisfies StyleRule['selectors'];

/** The close icon, in the size of the other icons. */
export const modalCloseIcon = {
  width: vars.space.large,
  height: vars.space.large,
} satisfies StyleRule;
