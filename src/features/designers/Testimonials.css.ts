import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/index.ts';

export const testimonials = style({ display: 'grid', gap: vars.space.medium });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });

export const quote = style({
  margin: 0,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  paddingInlineStart: vars.space.large,
});

export const dots = style({ display: 'flex', gap: vars.space.xsmall });

/** A dot with a tap target of its own size around it. */
export const dot = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.green}`,
    background: 'transparent',
  },
  selectors: {
    '&[aria-pressed="true"]::before': { background: vars.color.green },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-6px',
      borderRadius: vars.radius.full,
    },
  },
});
