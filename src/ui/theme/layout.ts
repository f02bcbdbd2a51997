import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The few layouts every screen builds from: plain rules to spread into a style, so each place keeps
// its own class (and can add to it) while the layout itself is written once. A place that only needs
// the layout may use `Box`/`Stack` instead; these serve the styles that add more to it.

/**
 * One under the other, `gap` apart: a form's fields, a card's lines. Each as wide as the column unless
 * `align` says otherwise (`flex-start`: a button as wide as its words).
 */
export const column = (gap: string, align?: 'flex-start' | 'center' | 'flex-end') =>
  ({
    display: 'flex',
    flexDirection: 'column',
    ...(align ? { alignItems: align } : {}),
    gap,
  }) satisfies StyleRule;

/** Side by side on one line, centred across it: an icon and its words, a row of links. */
export const centredRow = (gap: string) =>
  ({ display: 'flex', alignItems: 'center', gap }) satisfies StyleRule;

/**
 * Side by side, onto more lines where there is no room: a row of buttons, a person and their name.
 * Centred across the line unless `align` says otherwise (`flex-end` lines fields up with a button).
 */
export const wrappingRow = (
  gap: string,
  align: 'center' | 'baseline' | 'flex-start' | 'flex-end' = 'center',
) => ({ display: 'flex', flexWrap: 'wrap', alignItems: align, gap }) satisfies StyleRule;

/**
 * As many columns as fit, each at least `min` wide. `auto-fit` stretches a short row across the
 * width; `auto-fill` keeps every column its share even when the row is short.
 */
export const fittingGrid = (min: string, gap: string, fit: 'auto-fit' | 'auto-fill' = 'auto-fit') =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(${fit}, minmax(${min}, 1fr))`,
    gap,
  }) satisfies StyleRule;

/** A card filling its grid cell, its parts one under the other: the cards of a row share one height. */
export const cellFillingColumn = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
} satisfies StyleRule;

/** A picture (or what stands in for it) as wide as its box, on `ground` until it has loaded. */
export const pictureBox = (ground: string) =>
  ({ display: 'block', width: '100%', background: ground }) satisfies StyleRule;

/** A list that is only structure: no bullets, no indent. */
export const unstyledList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** A definition list with each term and its value on one line, the values lined up. */
export const termsBesideValues = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
} satisfies StyleRule;

/** A term and its value grouped for the markup (a `div` in a `dl`), laid out by the list's grid. */
export const termAndValue = { display: 'contents' } satisfies StyleRule;

/** A panel over the whole of its positioned container, what it says centred in it. */
export const coverCentred = (padding: string) =>
  ({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding,
  }) satisfies StyleRule;

/**
 * One column on a phone, the parts centred across the row: the start of a layout that sets its
 * wider screens' columns itself (the text beside the gardens, beside a product card).
 */
export const stackedGrid = (gap: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    alignItems: 'center',
  }) satisfies StyleRule;
