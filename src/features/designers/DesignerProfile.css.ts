import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/index.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

/** 'Available now' under the name keeps its own width in the column. */
export const availableNow = style({ alignSelf: 'flex-start' });
