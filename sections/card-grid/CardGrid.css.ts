import { style } from '@vanilla-extract/css';
import { usMapSize } from '#src/ui/components/UsMap/usMapShapes.ts';
import { media, vars } from '#src/ui/theme/index.ts';
import { unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

/** The header: headline above, then the filters and the search box, wrapping on a phone. */
export const controls = style(wrappingRow(vars.space.small, 'flex-end'));

export const search = style({
  flex: '1 1 14rem',
  minWidth: 0,
  '@media': { [media.up('md')]: { maxWidth: '22rem', marginInlineStart: 'auto' } },
});

export const filter = style({ flex: '0 1 auto', minWidth: '12rem' });

/**
 * Everything in the region picker but the map, at its tallest (the hint, the countries, the clear
 * control, the gaps and padding): what the room Radix measures for the dropdown must keep for them.
 */
const pickerChrome = '12rem';

/**
 * The map in the region picker: as wide as the panel, but no taller than leaves the rest of the
 * picker in the window (the room on the side the dropdown opens to, or the window's height in the
 * modal), so the countries show without scrolling; never narrower than a phone's map.
 */
export const regionMap = style({
  width: `min(100%, max(16rem, calc((var(--radix-popover-content-available-height, 100dvh) - ${pickerChrome}) * ${usMapSize.width} / ${usMapSize.height})))`,
  marginInline: 'auto',
});

export const countries = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** One column on a phone, two from 500 px, three from 1024 px. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...unstyledList,
  '@media': {
    [media.up('sm2')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});
