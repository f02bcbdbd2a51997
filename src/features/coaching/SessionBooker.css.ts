import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, fittingGrid, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

// The session booker: its step header, the packages, the notice for a coach on their own profile, the
// times and the places kept for the parts that load on demand.

export const root = style({
  ...column(vars.space.large),
  color: vars.color.text,
});

const phone = media.below('md');
const tablet = media.up('md');

/**
 * The five steps. On a phone one short row, a numbered track: the current step's number and name
 * take the room left, the others their number only (their names and choices stay for screen
 * readers), a finished one with Edit under it. From tablets up a row of five, each named with its
 * choice.
 */
export const steps = style({
  ...unstyledList,
  counterReset: 'none',
  '@media': {
    [phone]: { display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall },
    [tablet]: {
      display: 'grid',
      gap: vars.space.small,
      gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    },
  },
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  borderBlockStart: `${vars.space.xxsmall} solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="step"]': { borderBlockStartColor: vars.color.green },
    '&[data-status="done"]': { borderBlockStartColor: vars.color.green },
  },
  '@media': {
    [phone]: {
      flex: 'none',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 0,
      selectors: {
        '&[aria-current="step"]': { flex: '1 1 0', flexDirection: 'row', gap: vars.space.xsmall },
      },
    },
  },
});

export const stepNumber = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      background: vars.color.green,
      borderColor: vars.color.green,
      color: vars.color.white,
    },
    [`${step}[data-status="done"] &`]: {
      borderColor: vars.color.green,
      color: vars.color.green,
    },
    [`${step}[data-status="skipped"] &`]: { borderStyle: 'dashed' },
  },
});

export const stepText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    [phone]: { selectors: { [`${step}:not([aria-current="step"]) &`]: { alignItems: 'center' } } },
  },
});

/** Read by screen readers only, on a phone, for the steps other than the current one. */
const phoneOnlyForScreenReaders = {
  [phone]: {
    selectors: {
      [`${step}:not([aria-current="step"]) &`]: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        margin: '-1px',
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        border: 0,
      },
    },
  },
} as const;

export const stepLabel = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { [`${step}[data-status="skipped"] &`]: { color: vars.color.textMuted } },
  '@media': phoneOnlyForScreenReaders,
});

export const stepDetail = style({
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  '@media': phoneOnlyForScreenReaders,
});

/** 'Edit': a small text button beside a finished step. */
// Under the step's choice, so the choice keeps the column's whole width; under the number on a phone.
export const editButton = style({
  alignSelf: 'flex-start',
  '@media': { [phone]: { alignSelf: 'center', marginInlineStart: 0 } },
  minHeight: vars.size.tapTarget,
  margin: 0,
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  padding: `0 ${vars.space.xsmall}`,
  border: 0,
  background: 'transparent',
  color: vars.color.green,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  ':hover': { color: vars.color.greenDark },
});

export const body = style({
  ...column(vars.space.medium),
  minWidth: 0,
});

/** The packages: one column, two from phones in landscape, three from tablets up. */
export const packages = style({
  display: 'grid',
  gap: vars.space.medium,
  ...unstyledList,
  '@media': {
    [media.up('sm3')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up('md2')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const packageCard = style({
  ...column(vars.space.xsmall),
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.white,
});

export const packageTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  // The badge's line is kept when there is none, so the cards' prices line up.
  minHeight: '3rem',
});

export const packageIcon = style({ width: '3rem', height: '3rem', color: vars.color.green });

export const price = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.green,
  fontVariantNumeric: 'tabular-nums',
});

/** The description takes the free height, so the buttons sit on one line. */
export const packageDescription = style({ flex: 1, margin: 0 });

export const packageButton = style({ marginBlockStart: vars.space.small });

/** A coach on their own profile, and other things said in the warning pair. */
export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.warning}`,
  background: vars.color.warningBg,
  color: vars.color.text,
});

export const errorLine = style({
  ...wrappingRow(vars.space.small),
  margin: 0,
  color: vars.color.error,
});

/** 'Book Now!' for a designer who is live. */
export const instantBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successBg,
  color: vars.color.text,
});

/** The times of a day: as many columns as fit. */
export const times = style({
  ...fittingGrid('8rem', vars.space.small, 'auto-fill'),
  ...unstyledList,
});

// A time reads as one line ('12:00 PM' broke after the minutes in 7rem columns).
globalStyle(`${times} button`, { whiteSpace: 'nowrap' });

/** The room kept for a part still loading, about its size, so nothing below it moves when it comes. */
export const placeholder = styleVariants({
  packages: { minHeight: '20rem' },
  calendar: { minHeight: '24rem' },
  times: { minHeight: '10rem' },
  checkout: { minHeight: '22rem' },
});

export const placeholderBlock = style({ display: 'block', height: '100%', minHeight: 'inherit' });
