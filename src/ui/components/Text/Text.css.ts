import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const textSizes = ['sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'inverse', 'error', 'success', 'warning'] as const;
export const textWeights = ['regular', 'medium', 'semibold'] as const;
export const textAligns = ['left', 'center', 'right'] as const;

export const text = recipe({
  base: {
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.normal,
    margin: 0,
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    // Every tone reads at AA (4.5:1) on white, beige, pink and the light green; `inverse` on green.
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
      error: { color: vars.color.error },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
