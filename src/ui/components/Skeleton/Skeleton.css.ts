import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column } from '#src/ui/theme/layout.ts';

// The highlight moves by transform, on the compositor: animating the background's position instead
// repainted every skeleton on every frame, main-thread work while the page is still loading.
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeletonLines = style({
  ...column(vars.space.xsmall),
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '1em',
    maxWidth: '100%',
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: vars.color.neutral200,
    // Standing still (reduced motion, or after its passes) it looks as it always did.
    backgroundImage: `linear-gradient(90deg, ${vars.color.neutral200} 25%, ${vars.color.neutral100} 50%, ${vars.color.neutral200} 75%)`,
    backgroundSize: '200% 100%',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.neutral100} 50%, transparent 75%)`,
        transform: 'translateX(-100%)',
        // A few passes say "loading"; a skeleton still there after them stays still.
        animation: `${shimmer} calc(${vars.duration.slow} * 2.5) ease-in-out 8`,
      },
    },
    '@media': {
      [media.reducedMotion]: { selectors: { '&::after': { animation: 'none' } } },
    },
  },
  variants: {
    radius: {
      none: { borderRadius: vars.radius.none },
      small: { borderRadius: vars.radius.small },
      medium: { borderRadius: vars.radius.medium },
      large: { borderRadius: vars.radius.large },
      full: { borderRadius: vars.radius.full },
    },
    // In a block of lines the last one is shorter, like the end of a paragraph.
    line: {
      true: { selectors: { '&:last-child:not(:first-child)': { width: '60%' } } },
      false: {},
    },
  },
  defaultVariants: { radius: 'small', line: false },
});
