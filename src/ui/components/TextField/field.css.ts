import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';
import { fieldBox } from './fieldBox.ts';

// The chrome every form control shares: label, hint, error and the bordered control itself.
// TextArea, Select, Checkbox and RadioGroup read these too, so the fields of a form look alike.

export const fieldTones = ['default', 'inverse'] as const;
export type FieldTone = (typeof fieldTones)[number];

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const label = recipe({
  base: {
    display: 'block',
    marginBottom: vars.space.xxsmall,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const requiredMark = style({
  marginLeft: vars.space.xxsmall,
});

export const hint = recipe({
  base: {
    margin: 0,
    marginTop: vars.space.xxsmall,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      default: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

// The error region is always on the page (a polite live region must exist before its text
// changes for screen readers to announce it), so it takes no room while empty.
export const error = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:not(:empty)': { marginTop: vars.space.xxsmall },
    },
  },
  variants: {
    tone: {
      default: { color: vars.color.error },
      // On dark backgrounds the error sits on its own light chip to keep its contrast.
      inverse: {
        color: vars.color.error,
        background: vars.color.errorBg,
        borderRadius: vars.radius.small,
        selectors: {
          '&:not(:empty)': { paddingBlock: vars.space.xxsmall, paddingInline: vars.space.xsmall },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.tapTarget,
    margin: 0,
    ...fieldBox,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    transition: `border-color ${vars.duration.fast} ease, box-shadow ${vars.duration.fast} ease`,
    selectors: {
      '&::placeholder': { color: vars.color.neutral500, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.neutral700 },
      '&:focus-visible': {
        outline: `medium solid ${vars.color.focus}`,
        outlineOffset: 0,
        borderColor: vars.color.focus,
      },
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.neutral100,
        color: vars.color.textMuted,
      },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.error,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});
export type ControlVariants = RecipeVariants<typeof control>;
