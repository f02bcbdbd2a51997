import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * What a checkbox's box and a radio's circle share: a 24-px white control lined up with the first
 * line of its label, green on hover, ringed on keyboard focus, greyed when disabled. A plain rule to
 * spread into each control's style (selectors merged by hand), so each keeps one class.
 */
export const choiceControl = {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  // Lines the control up with the first line of the label.
  marginTop: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - ${vars.space.large}) / 2)`,
  border: `medium solid ${vars.color.neutral500}`,
  background: vars.color.white,
  cursor: 'pointer',
} satisfies StyleRule;

/** Hover and keyboard focus: first in a control's selectors. */
export const choiceControlStates = {
  '&:hover:not([data-disabled])': { borderColor: vars.color.green },
  '&:focus-visible': {
    outline: `medium solid ${vars.color.focus}`,
    outlineOffset: vars.space.xxsmall,
  },
} satisfies NonNullable<StyleRule['selectors']>;

/** Disabled: after the checked and invalid states, which it overrides at the same specificity. */
export const choiceControlDisabled = {
  '&[data-disabled]': {
    cursor: 'not-allowed',
    background: vars.color.neutral100,
    borderColor: vars.color.neutral300,
  },
} satisfies NonNullable<StyleRule['selectors']>;
