import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { cellFillingColumn, pictureBox, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

// The directory cards are white surfaces (dark text), so they read on every band. Their text blocks
// keep a fixed number of lines (clamped, with that height reserved), and missing pictures keep their
// box, so a card and its skeleton have the same size and a grid does not move when the data arrives.

/** The card: a column that fills its grid cell, so cards in a row share one height. */
export const card = style(cellFillingColumn);

/**
 * The title link: its `::after` covers the card, so the whole card is one target. The focus ring is
 * drawn on that cover (inside the card's edge), so clamped text never clips it.
 */
export const coverLink = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
  },
});

/** A picture across the top of the card (or beside the text, in a row). */
export const media = style(pictureBox(vars.color.neutral100));

/** Stands in for a missing picture, in its size: a quiet green panel. */
export const mediaPlaceholder = style(pictureBox(vars.color.greenLight));

export const ratio3by2 = style({ aspectRatio: '3 / 2' });
export const ratio2by1 = style({ aspectRatio: '2 / 1' });

/** The text part of a card: it grows, so what is pushed to its end lines up across a row. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xsmall,
  padding: vars.space.large,
  minWidth: 0,
});

export const centered = style({ alignItems: 'center', textAlign: 'center' });

const clamp = (lines: number) =>
  style({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    minHeight: `${lines}lh`,
  });

/** At most one line, its height always reserved. */
export const oneLine = clamp(1);
/** At most two lines (titles), their height always reserved. */
export const twoLines = clamp(2);
/** At most three lines (descriptions), their height always reserved. */
export const threeLines = clamp(3);

/** A small label over the title ('Course'). */
export const kicker = style({
  margin: 0,
  minHeight: '1lh',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** A row of tags; one row is always reserved. */
export const tags = style({
  ...unstyledList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxsmall})`,
});

export const tagsCentered = style({ justifyContent: 'center' });

/* Coach card */

export const coachTop = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.large,
});

export const avatarWrap = style({ position: 'relative', display: 'inline-flex' });

/** The online dot on the avatar's edge, ringed in white so it shows on any picture. */
export const onlineDot = style({
  position: 'absolute',
  insetInlineEnd: '4%',
  insetBlockEnd: '4%',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  border: `3px solid ${vars.color.white}`,
});

/** The line that holds 'Available now': its height is kept when the label is not there. */
export const statusRow = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxsmall})`,
});

/** The favourite toggle, in the card's top corner, above the card's cover link. */
export const favoriteButton = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.white,
  color: vars.color.accent,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.pink },
    '&:active': { transform: 'scale(0.94)' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const favoriteIcon = style({ width: '22px', height: '22px', display: 'block' });

/* Provider card */

/** The square logo, overlapping the bottom of the cover. */
export const logo = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '76px',
  height: '76px',
  marginTop: '-38px',
  marginInlineStart: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `3px solid ${vars.color.white}`,
  background: vars.color.white,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
  flexShrink: 0,
});

export const logoImage = style({ display: 'block', width: '100%', height: '100%' });

/** The business's initials where it has no logo (decoration: its name is the heading). */
export const logoInitials = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.greenLight,
  color: vars.color.greenDark,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const providerBody = style({ paddingTop: vars.space.small });

/** The team's faces at the foot of the card; the row's height is kept when there is no team. */
export const team = style({
  listStyle: 'none',
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  paddingTop: vars.space.xsmall,
  ...wrappingRow(vars.space.xxsmall),
  minHeight: `calc(36px + ${vars.space.xsmall})`,
});

/** One face: the avatar shrinks to this width (it keeps its square). */
export const teamMember = style({ display: 'flex', width: '36px' });

export const teamMore = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingInlineStart: vars.space.xxsmall,
});

/* Post card laid out as a row (the content grid's `post-row`) */

/** The picture (4:3) beside the text. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'start',
});

export const ratio4by3 = style({ aspectRatio: '4 / 3' });

/* Skeletons */

export const skeletonMedia = style({ display: 'block', width: '100%' });

/** A skeleton's stand-in for a text block: the block's full width, its lines' height reserved. */
export const skeletonBlock = style({ display: 'flex', flexDirection: 'column', width: '100%' });
export const skeletonBlockCentered = style({ alignItems: 'center' });
export const reserveOneLine = style({ minHeight: '1lh' });
export const reserveTwoLines = style({ minHeight: '2lh' });
export const reserveThreeLines = style({ minHeight: '3lh' });

export const skeletonAvatar = style({
  display: 'block',
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
});

export const skeletonLogo = style({ width: '100%', height: '100%' });
