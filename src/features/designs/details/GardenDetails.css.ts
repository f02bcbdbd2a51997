import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const form = style({ maxWidth: vars.size.formWidth });

/** A group of pictures (the wide-angle photo, the additional images): label, pictures, picker. */
export const imageGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const imageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  minWidth: 0,
});

/** The thumbnail keeps the 3:2 box its width and height reserve, at most the card's width. */
export const thumbnail = style({
  width: '100%',
  maxWidth: '15rem',
  height: 'auto',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.small,
  background: vars.color.neutral100,
});

export const fileName = style({ overflowWrap: 'anywhere' });

export const notesStatus = style({
  margin: 0,
  minHeight: `calc(${vars.lineHeight.normal} * 1em)`,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

// The file input sits inside its button-looking label: hidden from sight, still focusable, so the
// label shows the focus ring the input would.
export const pickerButton = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const pickerOff = style({ opacity: 0.55, cursor: 'not-allowed' });
export const pickerBusy = style({ cursor: 'progress' });

export const progressBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: '100%',
  maxWidth: '16rem',
});

export const progress = style({
  width: '100%',
  height: vars.space.small,
  accentColor: vars.color.green,
});

/** Length and width side by side from a tablet up, one under the other on a phone. */
export const sizeRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  '@media': {
    [media.up('sm2')]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const formError = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.errorBg,
  color: vars.color.error,
});

export const inlineError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

export const savedStatus = style({
  margin: 0,
  minHeight: `calc(${vars.lineHeight.normal} * 1em)`,
  color: vars.color.success,
});

export const missing = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
