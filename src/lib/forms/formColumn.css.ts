import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * The column of a form in the account area: the whole width on a phone, at most a reading width
 * beside it on a wide screen (a field 1190 px wide is hard to read across and to scan down).
 */
export const formColumn = style({ width: '100%', maxWidth: vars.size.formWidth });
