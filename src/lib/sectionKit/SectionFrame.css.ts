import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surfaces } from '#src/ui/theme/surfaces.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const frame = recipe({
  base: {
    paddingTop: vars.space.xxlarge,
    paddingBottom: vars.space.xxlarge,
    // A section that renders nothing (a quiz that failed to load) leaves no empty band behind.
    ':empty': { display: 'none' },
  },
  variants: {
    background: surfaces,
    bare: {
      true: { paddingTop: 0, paddingBottom: 0, background: 'transparent', color: 'inherit' },
      false: {},
    },
    revealed: {
      true: {
        animation: `${fadeIn} ${vars.duration.slow} ease-out both`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      false: {},
    },
  },
  defaultVariants: { background: 'white', revealed: false, bare: false },
});
