import { style } from '@vanilla-extract/css';
import { vars } from '#src/theme/theme.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  // Lines the box up with the first line of the label.
  marginTop: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - ${vars.space.large}) / 2)`,
  border: `medium solid ${vars.color.neutral500}`,
  borderRadius: vars.radius.small,
  background: vars.color.white,
  color: vars.color.white,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ease, border-color ${vars.duration.fast} ease`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.green },
    '&:focus-visible': {
      outline: `medium solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
    '&[data-state="checked"]': { background: vars.color.green, borderColor: vars.color.green },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.neutral100,
      borderColor: vars.color.neutral300,
    },
    '&[data-disabled][data-state="checked"]': { background: vars.color.neutral500 },
  },
});

export const indicator = style({
  display: 'flex',
  width: '100%',
  height: '100%',
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
});

export const labelInverse = style({
  color: vars.color.textInverse,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  // Hint and error line up with the label text, not the box.
  paddingLeft: `calc(${vars.space.large} + ${vars.space.small})`,
});
