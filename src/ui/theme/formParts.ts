import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The parts of a form that every journey's form draws the same way. Plain rules to spread, so each
// form keeps its own class and may add to it.

/** A message in the error colour pair on a panel of its own: what stopped a form, or a page. */
export const errorPanel = (
  padding: string = vars.space.small,
  radius: string = vars.radius.small,
) =>
  ({
    margin: 0,
    padding,
    borderRadius: radius,
    background: vars.color.errorBg,
    color: vars.color.error,
  }) satisfies StyleRule;

/** A fieldset that only groups: no frame, no padding, and it may shrink in a grid or flex row. */
export const plainFieldset = { margin: 0, padding: 0, border: 0, minWidth: 0 } satisfies StyleRule;

/** A group's legend, in the size and weight of a field's label. */
export const groupLegend = {
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
} satisfies StyleRule;
