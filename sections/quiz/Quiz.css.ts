import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { centredRow } from '#src/ui/theme/layout.ts';

/** The intro: the picture beside the text from tablet width, above it on a phone. */
export const intro = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const introImage = style({ borderRadius: vars.radius.medium });

/** How far through the quiz: a bar under 'Question X of N'. */
export const progress = style({
  height: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutral200,
  overflow: 'hidden',
});
export const progressBar = style({
  height: '100%',
  background: vars.color.green,
  transition: `width ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** An answer: the whole card is the radio button. */
export const choice = style({
  all: 'unset',
  boxSizing: 'border-box',
  ...centredRow(vars.space.small),
  padding: vars.space.small,
  minHeight: '3.5rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.green },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"]': {
      borderColor: vars.color.green,
      background: vars.color.greenLight,
    },
  },
});

/** The option's letter in a circle; filled when chosen. */
export const letter = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.green}`,
  color: vars.color.green,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    [`${choice}[data-state="checked"] &`]: {
      background: vars.color.green,
      color: vars.color.white,
    },
  },
});

export const choiceImage = style({
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.small,
});

/** The step's buttons: back on the left, forward on the right. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** 'Some quiz questions have not yet been filled out!' in the warning colour pair. */
export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.warningBg,
  color: vars.color.warning,
});
