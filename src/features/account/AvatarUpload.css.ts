import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

// The file input sits inside its button-looking label: hidden from sight, still focusable, so the
// label shows the focus ring the input would.
export const picker = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const pickerBusy = style({ opacity: 0.6, cursor: 'progress' });

export const progress = style({
  width: '100%',
  maxWidth: '16rem',
  height: vars.space.small,
  accentColor: vars.color.green,
});
