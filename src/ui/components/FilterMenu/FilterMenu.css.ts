import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/index.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: '12rem',
  maxWidth: '100%',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.neutral500}`,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="open"]': { borderColor: vars.color.green },
  },
});

export const summary = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style([summary, { color: vars.color.textMuted }]);

export const chevron = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const panel = style({
  zIndex: 30,
  width: 'min(36rem, calc(100vw - 2rem))',
  // Radix measures the room between the button and the window's edge (less the collision padding) on
  // the side it opens to: the panel never grows past it, and scrolls inside when it cannot fit.
  maxHeight: 'min(32rem, var(--radix-popover-content-available-height, 80vh))',
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  border: `1px solid ${vars.color.border}`,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const options = style({
  display: 'grid',
  gap: vars.space.xsmall,
  ...unstyledList,
});
