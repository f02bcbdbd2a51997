import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

// The native file input sits inside its button-looking label: hidden from sight, still focusable and
// still the control that opens the chooser and holds the file, so the label shows its focus ring.
// Used by FileInput and by the upload areas that draw their own button (avatar, pictures).

/** The label around the hidden input: the input's keyboard focus rings the label. */
export const filePickerLabel = {
  position: 'relative',
} satisfies StyleRule;

/** The label's selector for the input's focus: first in the label's selectors. */
export const filePickerFocus = {
  '&:has(input:focus-visible)': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
} satisfies StyleRule['selectors'];
