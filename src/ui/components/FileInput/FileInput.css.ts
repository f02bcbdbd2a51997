import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/** The button that opens the browser's file chooser, and the name of the file chosen beside it. */
export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
  minWidth: 0,
});

// The native input sits inside its button-looking label: hidden from sight, still focusable and
// still the control that opens the chooser and holds the file, so the label shows its focus ring.
export const picker = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const chosen = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  selectors: { '&[data-empty]': { color: vars.color.textMuted } },
});
