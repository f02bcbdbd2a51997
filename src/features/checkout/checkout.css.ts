import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { fieldBox } from '#src/ui/components/TextField/fieldBox.ts';
import { buttonAsLink } from '#src/ui/components/Link/buttonAsLink.ts';
import { wrappingRow } from '#src/ui/theme/layout.ts';

// The checkout panel, the payment form and the discount field.

/**
 * An alert region that is always on the page (a live region must exist before its text changes to be
 * announced) and takes no room while empty.
 */
export const alert = style({
  margin: 0,
  borderRadius: vars.radius.small,
  color: vars.color.error,
  background: vars.color.errorBg,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:not(:empty)': { padding: vars.space.small },
  },
});

export const alertLine = style({ margin: 0 });

/** The order summary: the product, the discount and the total, amounts to the right. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const summaryTerm = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const summaryAmount = style({
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const totalTerm = style({
  paddingTop: vars.space.xsmall,
  borderTop: `thin solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});
export const totalAmount = style([summaryAmount, totalTerm]);

/** A saved card's line in the radio list: brand icon, name, expiry. */
export const cardOption = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
});

export const cardMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cardWarning = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

export const cardFieldLabel = style({
  display: 'block',
  marginBottom: vars.space.xxsmall,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The box Stripe's card field (an iframe; the fake's input in tests) mounts into, drawn like a text field. */
export const cardBox = style({
  minHeight: vars.size.tapTarget,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  ...fieldBox,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-within': {
      outline: `medium solid ${vars.color.focus}`,
      borderColor: vars.color.focus,
    },
  },
});

export const cardBoxInvalid = style({ borderColor: vars.color.error });

/** A text button that reads as a link (it reveals a field, it goes nowhere). */
export const linkButton = style({
  ...buttonAsLink,
  alignSelf: 'flex-start',
  color: vars.color.green,
});

/** The discount code and its Apply button side by side, the button level with the input. */
export const discountRow = style(wrappingRow(vars.space.small, 'flex-start'));
export const discountInput = style({ flex: '1 1 12rem', minWidth: 0 });
export const discountButton = style({
  // Level with the input under the field's label.
  marginTop: `calc(${vars.fontSize.sm} * 1.3 + ${vars.space.xxsmall})`,
  minHeight: vars.size.tapTarget,
});

export const applied = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.successBg,
  color: vars.color.success,
  outline: 'none',
});

export const screen = style({ minWidth: 0 });
