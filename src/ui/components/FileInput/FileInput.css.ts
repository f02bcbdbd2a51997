import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { wrappingRow } from '#src/ui/theme/layout.ts';
import { filePickerFocus, filePickerLabel } from './filePicker.ts';

/** The button that opens the browser's file chooser, and the name of the file chosen beside it. */
export const control = style({
  ...wrappingRow(`${vars.space.xsmall} ${vars.space.small}`),
  minWidth: 0,
});

// The native input sits inside its button-looking label (filePicker.ts says why).
export const picker = style({
  ...filePickerLabel,
  selectors: {
    ...filePickerFocus,
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
