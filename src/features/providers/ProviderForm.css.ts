import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/index.ts';
import { errorPanel, plainFieldset } from '#src/ui/theme/formParts.ts';
import { column, fittingGrid, unstyledList } from '#src/ui/theme/layout.ts';

/** Fields side by side where there is room (city, state, zip), one under the other on a phone. */
export const columns = style({
  ...fittingGrid('11rem', vars.space.medium),
  alignItems: 'start',
});

export const part = style(column(vars.space.medium));

export const errorList = style({
  ...errorPanel(vars.space.medium, vars.radius.small),
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const errorListItems = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  paddingLeft: vars.space.large,
});

export const errorLink = style({
  color: 'inherit',
  textDecoration: 'underline',
});

export const fieldset = style(plainFieldset);

export const specialties = style({
  ...fittingGrid('12rem', vars.space.xsmall, 'auto-fill'),
  marginTop: vars.space.xsmall,
});

export const imageField = style({
  ...column(vars.space.xsmall, 'flex-start'),
  minWidth: 0,
});

export const progressRow = style({
  ...column(vars.space.xxsmall),
  width: '100%',
  fontSize: vars.fontSize.sm,
});

const preview = {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.neutral100,
  borderRadius: vars.radius.medium,
} as const;

/** The logo is square (1:1). */
export const logoPreview = style({ ...preview, width: '10rem', aspectRatio: '1 / 1' });

/** The cover is 2:1, shown at 500×250 px (smaller on a narrow screen). */
export const coverPreview = style({ ...preview, width: '500px', aspectRatio: '2 / 1' });

export const portfolioList = style({
  ...fittingGrid('14rem', vars.space.medium, 'auto-fill'),
  width: '100%',
  ...unstyledList,
});

export const portfolioItem = style({
  ...column(vars.space.xxsmall, 'flex-start'),
  minWidth: 0,
});

/** Portfolio pictures keep their own proportions, enlarged to fill their column up to 1200 px wide. */
export const portfolioPreview = style({
  ...preview,
  width: '100%',
  maxWidth: '1200px',
  objectFit: 'contain',
});
