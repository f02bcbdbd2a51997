import { breakpoints, mobileNavMaxWidth, smallViewportHeight } from './tokens.ts';

type Breakpoint = keyof typeof breakpoints;

/** Media queries for style objects: `'@media': { [media.up('lg')]: {...} }`. */
export const media = {
  up: (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp]}px)`,
  /** Narrower than `bp`: never true together with `up(bp)` (`down` includes the breakpoint itself). */
  below: (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`,
  mobileNav: `screen and (max-width: ${mobileNavMaxWidth}px)`,
  desktopNav: `screen and (min-width: ${mobileNavMaxWidth + 1}px)`,
  smallHeight: `screen and (max-height: ${smallViewportHeight - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
