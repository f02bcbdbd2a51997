import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { filePickerFocus, filePickerLabel } from '#src/ui/components/FileInput/filePicker.ts';
import { errorPanel, groupLegend, plainFieldset } from '#src/ui/theme/formParts.ts';
import { column, fittingGrid, unstyledList } from '#src/ui/theme/layout.ts';

// The garden submission page: the form's pictures, the location fields and the person's gardens.

export const fieldset = style(plainFieldset);

export const legend = style(groupLegend);

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.error,
});

/** Two, then three pictures to a row. */
export const pictureGrid = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pictureItem = style({
  ...column(vars.space.xsmall),
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

/** The button-looking label around the hidden file input. */
export const picker = style({ ...filePickerLabel, selectors: filePickerFocus });

export const pickerDisabled = style({ opacity: 0.6, cursor: 'not-allowed' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  whiteSpace: 'pre-line',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const place = style({
  ...fittingGrid('12rem', vars.space.medium),
  alignItems: 'start',
});

export const formError = style(errorPanel(vars.space.small, vars.radius.small));

export const gardenList = style({
  ...unstyledList,
  ...column(vars.space.large),
});

/** A saved garden's pictures: small, four to a row. */
export const thumbnails = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const description = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
