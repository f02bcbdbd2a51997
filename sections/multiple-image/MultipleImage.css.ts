import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { imageAlignments } from './schema.ts';

/** Column counts from tablet width up: one per image shown. */
export const columnCounts = [1, 2, 3, 4] as const;

const columns = Object.fromEntries(
  columnCounts.map((count) => [
    count,
    {
      '@media': {
        [media.up('md')]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
      },
    },
  ]),
) as Record<(typeof columnCounts)[number], object>;

/** One column on a phone; the images side by side from tablet width up. */
export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
  },
  variants: {
    columns,
    valign: {
      top: { alignItems: 'start' },
      middle: { alignItems: 'center' },
      bottom: { alignItems: 'end' },
    },
  },
  defaultVariants: { columns: 1, valign: 'top' },
});

const positions = {
  top: 'center top',
  middle: 'center center',
  bottom: 'center bottom',
} as const satisfies Record<(typeof imageAlignments)[number], string>;

// Every picture sits in the same reserved 4:3 box and is shown whole inside it; the alignment places
// pictures of other shapes at the top, middle or bottom of their box, so a row lines up as chosen.
// The letterbox takes the section's background (the doubled selector outranks the Image's own).
export const picture = recipe({
  base: { selectors: { 'img&': { backgroundColor: 'transparent' } } },
  variants: {
    valign: Object.fromEntries(
      imageAlignments.map((alignment) => [alignment, { objectPosition: positions[alignment] }]),
    ) as Record<(typeof imageAlignments)[number], { objectPosition: string }>,
  },
  defaultVariants: { valign: 'top' },
});
