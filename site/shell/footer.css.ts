import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/** The link columns and the sign-up side by side on a desktop; stacked on a phone. */
export const footerTop = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)' } },
});

/**
 * Room for the columns before the store's menus arrive, so the footer does not jump when they do
 * (about seven links a column on a desktop).
 */
export const columnsReserve = style({
  '@media': { [media.desktopNav]: { minHeight: '16rem' } },
});

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space.xsmall,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** A top entry that has children: its name, then its links indented. */
export const groupLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  fontWeight: vars.fontWeight.semibold,
});

export const subList = style({
  ...unstyledList,
  paddingLeft: vars.space.small,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const skeletonColumn = style({ display: 'grid', gap: vars.space.small });

export const signup = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const signupTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const signupForm = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

export const signupField = style({ justifySelf: 'stretch' });

export const signupThanks = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success,
  selectors: { '&:focus': { outline: 'none' } },
});

export const signupError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});

// The footer's lists are flat grids; a nested list keeps its own spacing.
globalStyle(`${subList} > li`, { margin: 0 });
