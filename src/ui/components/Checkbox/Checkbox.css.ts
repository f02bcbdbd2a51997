import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { choiceControl, choiceControlDisabled, choiceControlStates } from './choiceControl.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const box = style({
  ...choiceControl,
  borderRadius: vars.radius.small,
  color: vars.color.white,
  transition: `background-color ${vars.duration.fast} ease, border-color ${vars.duration.fast} ease`,
  selectors: {
    ...choiceControlStates,
    '&[data-state="checked"]': { background: vars.color.green, borderColor: vars.color.green },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    ...choiceControlDisabled,
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
