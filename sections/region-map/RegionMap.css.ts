import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { UsRegion } from '#src/lib/forms/regions.ts';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { centredRow, unstyledList } from '#src/ui/theme/layout.ts';

/**
 * Each region's colours: a light one for its states, and a dark one while it is selected. The light
 * ones differ from every background; the states' outlines keep them apart on any band.
 */
export const regionColours = {
  Northeast: { light: vars.color.infoBg, dark: vars.color.info },
  Midwest: { light: vars.color.warningBg, dark: vars.color.warning },
  South: { light: vars.color.pinkDark, dark: vars.color.accent },
  West: { light: vars.color.greenLight, dark: vars.color.green },
} as const satisfies Record<UsRegion, { light: string; dark: string }>;

const regionNames = Object.keys(regionColours) as UsRegion[];

/** The headline and body keep to a comfortable line length above the wide map. */
export const intro = style({ maxWidth: vars.size.readingWidth });

/** The map beside the legend and the selected region on wide screens; under each other on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.up('md2')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const legend = style({
  ...unstyledList,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const legendItem = style({
  ...centredRow(vars.space.xsmall),
  selectors: { '&[data-active]': { fontWeight: vars.fontWeight.semibold } },
});

export const swatch = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.large,
    height: vars.space.large,
    borderRadius: vars.radius.small,
    border: 'thin solid currentColor',
    transition: `background-color ${vars.duration.fast} ease`,
  },
  variants: {
    region: Object.fromEntries(
      regionNames.map((region) => [region, { background: regionColours[region].light }]),
    ) as Record<UsRegion, { background: string }>,
    active: { true: {}, false: {} },
  },
  compoundVariants: regionNames.map((region) => ({
    variants: { region, active: true },
    style: { background: regionColours[region].dark },
  })),
  defaultVariants: { active: false },
});

export const regionName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const regionStates = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});
