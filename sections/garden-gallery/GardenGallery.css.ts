import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList } from '#src/ui/theme/layout.ts';

const list = {
  ...unstyledList,
} as const;

/** `default`: one column on a phone, two from 460 px, three from 900 px. */
export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    [media.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('md2')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** `row`: one line that scrolls sideways (by touch, trackpad, or the arrow keys once focused). */
export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBlockEnd: vars.space.small,
  borderRadius: vars.radius.medium,
});

export const row = style({
  ...list,
  display: 'flex',
  gap: vars.space.medium,
});

// The next picture always peeks in from the edge, so it is clear the row goes on.
export const rowItem = style({
  flex: '0 0 80%',
  scrollSnapAlign: 'start',
  '@media': {
    [media.up('sm3')]: { flexBasis: '45%' },
    [media.up('md')]: { flexBasis: '30%' },
    [media.up('lg')]: { flexBasis: '23%' },
  },
});

export const figure = style({
  ...column(vars.space.xsmall),
  margin: 0,
});

export const picture = style({ borderRadius: vars.radius.medium });

/** The place under a submitted garden's credit, on a line of its own. */
export const place = style({ display: 'block' });

/** A picture's box while the submitted gardens load (the 4:3 of the pictures). */
export const placeholder = style({ display: 'block', aspectRatio: '4 / 3' });
