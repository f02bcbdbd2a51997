import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/index.ts';
import { wrappingRow } from '#src/ui/theme/layout.ts';

export const header = style(wrappingRow(vars.space.large));

/** 'Available now' under the name keeps its own width in the column. */
export const availableNow = style({ alignSelf: 'flex-start' });
