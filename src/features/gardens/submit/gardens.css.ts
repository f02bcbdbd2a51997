import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

// The garden submission page: the form's pictures, the location fields and the person's gardens.

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.error,
});

/** Two, then three pictures to a row. */
export const pictureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pictureItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const picture = style({ borderRadius: vars.radius.small });

/** The box of a picture still on its way (or failed): the same 4:3 as a picture. */
export const pending = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.small,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.neutral100,
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const progress = style({
  width: '100%',
  height: vars.space.small,
  accentColor: vars.color.green,
});

export const pictureError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

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

export const pickerDisabled = style({ opacity: 0.6, cursor: 'not-allowed' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  whiteSpace: 'pre-line',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const place = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const formError = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.errorBg,
  color: vars.color.error,
});

export const gardenList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A saved garden's pictures: small, four to a row. */
export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const description = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
