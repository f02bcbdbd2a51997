import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '1em',
    maxWidth: '100%',
    backgroundColor: vars.color.neutral200,
    backgroundImage: `linear-gradient(90deg, ${vars.color.neutral200} 25%, ${vars.color.neutral100} 50%, ${vars.color.neutral200} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} calc(${vars.duration.slow} * 2.5) ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
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
