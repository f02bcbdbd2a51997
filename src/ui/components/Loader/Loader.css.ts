import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const loaderSizes = ['small', 'medium', 'large'] as const;

// Label and ring take the surrounding text colour, so the loader reads on any background.
export const loader = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.fontSize.md,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm },
      medium: {},
      large: { flexDirection: 'column', gap: vars.space.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const loaderRing = recipe({
  variants: {
    size: {
      small: { fontSize: vars.fontSize.md },
      medium: { fontSize: vars.fontSize['2xl'] },
      large: { fontSize: vars.fontSize['4xl'] },
    },
  },
  defaultVariants: { size: 'medium' },
});
