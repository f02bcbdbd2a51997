import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/ui/theme/index.ts';

/** Two pictures a row on a phone, four from tablet width (docs/spec/features.md §9). */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A picture is a button that opens it large. */
export const zoomButton = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const zoomed = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '75vh',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
});
