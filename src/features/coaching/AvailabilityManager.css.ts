import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

/** The calendar beside the chosen days (one column on phones and tablets). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.up('lg')]: { gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)' },
  },
});

export const plainList = style({
  ...unstyledList,
  ...column(vars.space.xsmall),
});

/** One booked session: time, customer, package and the Join link. */
export const booking = style({
  ...wrappingRow(`${vars.space.xxsmall} ${vars.space.small}`, 'baseline'),
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.warningBg,
});

export const bookingTime = style({ fontWeight: vars.fontWeight.semibold });

export const dayTerm = style({ fontWeight: vars.fontWeight.semibold });

/** One From–To range of the time picker. */
export const range = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const rangeRow = style(wrappingRow(vars.space.medium, 'flex-end'));

export const rangeInvalid = style({ borderColor: vars.color.error });

export const notice = style({
  ...wrappingRow(vars.space.small),
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.errorBg,
  color: vars.color.error,
});
