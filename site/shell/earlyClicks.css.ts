import { globalStyle, keyframes } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';

// Opacity only: the pulse runs on the compositor and repaints nothing.
const pulse = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0.55 },
});

/**
 * A control clicked before the page's scripts have run (earlyClicks.ts): it waits, and says so — a
 * progress cursor and a slow pulse (none under reduced motion; `aria-busy` tells assistive technology).
 */
globalStyle('[data-early-click]', {
  cursor: 'progress',
  animation: `${pulse} 0.6s ease-in-out infinite alternate`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
