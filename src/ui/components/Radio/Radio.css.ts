import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  choiceControl,
  choiceControlDisabled,
  choiceControlStates,
} from '#src/ui/components/Checkbox/choiceControl.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const radioOrientations = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

export const group = recipe({
  base: {
    display: 'flex',
    gap: vars.space.small,
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const radio = style({
  ...choiceControl,
  borderRadius: vars.radius.full,
  selectors: {
    ...choiceControlStates,
    '&[data-state="checked"]': { borderColor: vars.color.green },
    ...choiceControlDisabled,
  },
});

export const radioInvalid = style({
  borderColor: vars.color.error,
});

export const dot = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.green,
  selectors: {
    [`${radio}[data-disabled] &`]: { background: vars.color.neutral500 },
  },
});

export const optionLabel = recipe({
  base: {
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    cursor: 'pointer',
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
    disabled: {
      true: { cursor: 'not-allowed' },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', disabled: false },
});
