import { keyframes, style } from '@vanilla-extract/css';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `thin solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `thin solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.medium,
  cursor: 'pointer',
  color: vars.color.text,
  textAlign: 'left',
  selectors: {
    '&:hover': { color: vars.color.greenDark },
    '&:focus-visible': {
      outline: `medium solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.green,
  transition: `transform ${vars.duration.normal} ease`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});

const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="open"]': { animation: `${slideDown} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${slideUp} ${vars.duration.normal} ease-out` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const contentInner = style({
  paddingBottom: vars.space.large,
});
