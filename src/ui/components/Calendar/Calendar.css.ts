import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/** The calendar's frame: a month caption, the navigation and a 7-column grid of days. */
export const root = style({
  position: 'relative',
  width: '100%',
  maxWidth: '26rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const months = style({ position: 'relative' });
export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
});

export const captionLabel = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const nav = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'flex',
  justifyContent: 'space-between',
  pointerEvents: 'none',
  zIndex: 1,
});

export const navButton = style({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.white,
  color: vars.color.green,
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.greenLight },
  },
});

globalStyle(`${navButton} svg`, { width: '1rem', height: '1rem', fill: 'currentColor' });

export const grid = style({ width: '100%', borderCollapse: 'separate', borderSpacing: '0.25rem' });

export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  textAlign: 'center',
  paddingBlock: vars.space.xxsmall,
});

export const day = style({ padding: 0, textAlign: 'center', height: '2.75rem' });

/** A padding row keeps five rows of height in a month that fits in four. */
export const paddingRow = style({ height: '2.75rem' });

export const dayButton = style({
  width: '100%',
  height: '2.75rem',
  minWidth: '2.75rem',
  border: '2px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { borderColor: vars.color.green },
  },
  '@media': { [media.down('sm')]: { minWidth: '2.25rem' } },
});

/** Day states (docs/spec/features.md §2.13): never by colour alone, each has its own mark. */
export const marks = styleVariants({
  available: {
    background: vars.color.greenLight,
    color: vars.color.greenDark,
    fontWeight: vars.fontWeight.semibold,
  },
  busy: {
    background: vars.color.warningBg,
    color: vars.color.warning,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
  blank: {},
  before: { color: vars.color.neutral500 },
  afterMonth: { color: vars.color.neutral500 },
});

/**
 * A day of the month before or after, shown for context: muted, unless it has a mark, whose colours
 * are chosen for contrast on its background (muted text on a mark's background is under 4.5:1).
 */
export const outside = style({
  selectors: {
    [`&:not(${marks.available}):not(${marks.busy})`]: { color: vars.color.neutral500 },
  },
});
export const disabled = style({ color: vars.color.neutral500 });

export const today = style({});
globalStyle(`${today} > button`, {
  borderColor: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
});

export const selected = style({});
globalStyle(`${selected} > button, ${selected} > button:hover`, {
  background: vars.color.green,
  borderColor: vars.color.greenDark,
  color: vars.color.white,
});

export const focused = style({});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const legendSwatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});
