import { keyframes, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring in the current text colour, sized by the font size (1em). */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${rotate} ${vars.duration.slow} linear infinite`,
  '@media': {
    // Still turning (it tells the person something is happening), but slowly.
    [media.reducedMotion]: { animationDuration: `calc(${vars.duration.slow} * 4)` },
  },
});
