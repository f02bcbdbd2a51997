import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { filePickerFocus, filePickerLabel } from '#src/ui/components/FileInput/filePicker.ts';
import { errorPanel } from '#src/ui/theme/formParts.ts';
import { column, fittingGrid, unstyledList } from '#src/ui/theme/layout.ts';

export const form = style({ maxWidth: vars.size.formWidth });

/** A group of pictures (the wide-angle photo, the additional images): label, pictures, picker. */
export const imageGroup = style(column(vars.space.small));

export const imageList = style({
  ...unstyledList,
  ...fittingGrid('15rem', vars.space.medium, 'auto-fill'),
});

export const card = style({
  ...column(vars.space.xsmall, 'flex-start'),
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

export const picker = style(column(vars.space.xsmall, 'flex-start'));

/** The button-looking label around the hidden file input. */
export const pickerButton = style({ ...filePickerLabel, selectors: filePickerFocus });

export const pickerOff = style({ opacity: 0.55, cursor: 'not-allowed' });
export const pickerBusy = style({ cursor: 'progress' });

export const progressBox = style({
  ...column(vars.space.xxsmall),
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

export const formError = style(errorPanel(vars.space.small, vars.radius.small));

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
