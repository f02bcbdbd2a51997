import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `thin solid ${vars.color.border}`,
});

/** A locked section is dimmed; its title cannot be pressed. */
export const section = style({
  borderBottom: `thin solid ${vars.color.border}`,
  selectors: {
    '&[data-disabled]': { opacity: 0.55 },
  },
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
    '&:hover:not(:disabled)': { color: vars.color.greenDark },
    '&:disabled': { cursor: 'not-allowed' },
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
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const content = style({
  paddingBottom: vars.space.large,
});

export const stateLabel = style({
  marginInlineStart: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const complete = style({
  color: vars.color.greenDark,
});
