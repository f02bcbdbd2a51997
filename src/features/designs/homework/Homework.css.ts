import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import {
  disclosureChevron,
  disclosureHeading,
  disclosureTrigger,
  disclosureTriggerFocus,
} from '#src/ui/components/Accordion/disclosureParts.ts';

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

export const header = style(disclosureHeading);

export const trigger = style({
  ...disclosureTrigger,
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.greenDark },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': disclosureTriggerFocus,
  },
});

export const chevron = style({
  ...disclosureChevron,
  color: vars.color.green,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
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
