import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  flexShrink: 0,
  display: 'flex',
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.green,
});

export const content = style({
  // Above dialogs: a select may sit inside one.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  // The scroll arrows are laid over the list's edges (scrollButton).
  position: 'relative',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  border: `thin solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.white,
  boxShadow: vars.shadow.medium,
});

export const viewport = style({
  padding: vars.space.xxsmall,
  // An option scrolled into view (by the arrow keys, or as the list opens on the chosen one) stops
  // clear of the scroll arrows laid over the list's edges.
  scrollPaddingBlock: vars.space.large,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.xlarge,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.greenLight },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.neutral500, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  right: vars.space.xsmall,
  display: 'flex',
  width: vars.space.medium,
  height: vars.space.medium,
  color: vars.color.green,
});

/**
 * A scroll arrow, laid over the top or bottom edge of the list rather than above or below it: it
 * comes as the list leaves its top and goes at the end, and in the flow each coming and going moved
 * every option by its height, under a pointer about to press one (ScrollArrow.tsx).
 */
export const scrollButton = style({
  position: 'absolute',
  insetInline: 0,
  zIndex: 1,
  background: vars.color.white,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.space.large,
  color: vars.color.green,
  cursor: 'default',
});

/** Sized: an SVG without a size stretches across the flex row (the whole list's width). */
export const scrollButtonUp = style({ top: 0 });
export const scrollButtonDown = style({ bottom: 0 });

export const scrollIcon = style({
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
});

export const group = style({
  selectors: {
    '& + &': { marginTop: vars.space.xsmall },
  },
});

/** A group's heading: not choosable, reads as the start of the group. */
export const groupLabel = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
