import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const imageFits = ['cover', 'contain'] as const;

export const image = recipe({
  base: {
    display: 'block',
    height: 'auto',
    // Shown in the reserved box until the picture arrives.
    backgroundColor: vars.color.neutral100,
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
    // With only an aspect ratio the width must come from the container, or the box has no size
    // until the file loads.
    fill: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { fit: 'cover', fill: false },
});
