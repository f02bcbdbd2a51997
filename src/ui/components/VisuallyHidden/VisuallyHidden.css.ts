import { style } from '@vanilla-extract/css';

/**
 * Hidden from sight but read by screen readers. Also usable as a class (e.g. on a label that
 * must stay in the accessibility tree).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
