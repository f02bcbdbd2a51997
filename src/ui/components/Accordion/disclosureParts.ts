import type { StyleRule } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

// The look of a row that opens and closes, shared by the Accordion and the design homework (plain
// buttons of its own, to keep Radix's accordion out of its chunk). Plain rules to spread, so each keeps
// its own classes: colours and the open state's selector stay with each.

/** The heading around the trigger. */
export const disclosureHeading = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
} satisfies StyleRule;

/** The whole-width button: its words on the left, the chevron on the right. */
export const disclosureTrigger = {
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
  textAlign: 'left',
} satisfies StyleRule;

/** The trigger's keyboard focus ring. */
export const disclosureTriggerFocus = {
  outline: `medium solid ${vars.color.focus}`,
  outlineOffset: vars.space.xxsmall,
} satisfies StyleRule;

/** The chevron: it turns when the row opens (the selector is the caller's), at once without motion. */
export const disclosureChevron = {
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  transition: `transform ${vars.duration.normal} ease`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
} satisfies StyleRule;
