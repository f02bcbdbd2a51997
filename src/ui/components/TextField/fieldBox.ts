import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * The box of a text field: its padding, grey edge and white ground. A plain rule to spread, for the
 * field's own control and for what must look like one (the checkout's card field, which Stripe fills).
 */
export const fieldBox = {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `thin solid ${vars.color.neutral500}`,
  borderRadius: vars.radius.small,
  background: vars.color.white,
  color: vars.color.text,
} satisfies StyleRule;
