import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { usMapSize } from './usMapShapes.ts';

// Stroke widths are in CSS pixels at any size of the map: the sprite's paths, the lines and the
// chips draw with `vector-effect: non-scaling-stroke`.
const hairline = 1;
const outline = 2;
const ring = 3;
const halo = 6;

/** A state's own colour (the `fills` prop); neutral when it has none. */
const stateFill = createVar();
/** The custom property behind `stateFill`, for the inline style that sets it per state. */
export const stateFillProperty = stateFill.replace(/^var\((--[^)]+)\)$/, '$1');
const fill = fallbackVar(stateFill, vars.color.neutral200);

/** The box: as wide as its container, its height from the map's shape, so nothing shifts. */
export const root = style({
  position: 'relative',
  width: '100%',
  aspectRatio: `${usMapSize.width} / ${usMapSize.height}`,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const state = style({
  fill,
  stroke: vars.color.neutral500,
  strokeWidth: hairline,
  strokeLinejoin: 'round',
  outline: 'none',
  transition: `fill ${vars.duration.fast} ease`,
  selectors: {
    '&[role="button"]': { cursor: 'pointer' },
    '&[data-selected]': { fill: vars.color.green, stroke: vars.color.white },
    // Before the script runs (the overlays below take over after it), the state itself shows it.
    '&:hover': { stroke: vars.color.text },
    '&:focus-visible': { stroke: vars.color.focus, strokeWidth: ring },
  },
  '@media': {
    '(forced-colors: active)': {
      fill: 'Canvas',
      stroke: 'CanvasText',
      selectors: { '&[data-selected]': { fill: 'Highlight', stroke: 'Canvas' } },
    },
  },
});

const overlay = style({ fill: 'none', pointerEvents: 'none' });

/** Drawn over every state, so a neighbour painted later cannot hide it. Follows the text colour. */
export const highlightOutline = style([
  overlay,
  { stroke: 'currentColor', strokeWidth: outline, strokeLinejoin: 'round' },
]);

export const hoverOutline = style([
  overlay,
  { stroke: vars.color.text, strokeWidth: outline, strokeLinejoin: 'round' },
]);

/** The focused state's ring: a light halo under a ring in the focus colour, for any background. */
const focusOnly = style({
  visibility: 'hidden',
  selectors: { [`${svg}:has(:focus-visible) &`]: { visibility: 'visible' } },
});

export const focusHalo = style([
  overlay,
  focusOnly,
  { stroke: vars.color.white, strokeWidth: halo, strokeLinejoin: 'round' },
]);

export const focusRing = style([
  overlay,
  focusOnly,
  {
    stroke: vars.color.focus,
    strokeWidth: ring,
    strokeLinejoin: 'round',
    '@media': { '(forced-colors: active)': { stroke: 'Highlight' } },
  },
]);

/** A small state's chip off the east coast: a second, larger target for the pointer. */
export const chip = style({
  selectors: { '&[data-toggle]': { cursor: 'pointer' } },
});

export const leader = style({
  stroke: vars.color.neutral500,
  strokeWidth: hairline,
  vectorEffect: 'non-scaling-stroke',
});

export const chipBox = style({
  fill: vars.color.white,
  stroke: vars.color.neutral500,
  strokeWidth: hairline,
  vectorEffect: 'non-scaling-stroke',
  selectors: {
    [`${chip}[data-selected] &`]: { stroke: vars.color.green, strokeWidth: outline },
    [`${chip}[data-highlighted] &`]: { stroke: vars.color.text, strokeWidth: outline },
    [`${chip}:hover &, ${chip}[data-hovered] &`]: { stroke: vars.color.text, strokeWidth: outline },
    [`${svg}:has(:focus-visible) ${chip}[data-focused] &`]: {
      stroke: vars.color.focus,
      strokeWidth: ring,
    },
  },
});

export const chipSwatch = style({
  fill,
  stroke: vars.color.neutral500,
  strokeWidth: hairline,
  vectorEffect: 'non-scaling-stroke',
  selectors: { [`${chip}[data-selected] &`]: { fill: vars.color.green } },
});

export const chipText = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});
