import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { filePickerFocus, filePickerLabel } from '#src/ui/components/FileInput/filePicker.ts';

/** The button-looking label around the hidden file input. */
export const picker = style({ ...filePickerLabel, selectors: filePickerFocus });

export const pickerBusy = style({ opacity: 0.6, cursor: 'progress' });

export const progress = style({
  width: '100%',
  maxWidth: '16rem',
  height: vars.space.small,
  accentColor: vars.color.green,
});
