import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import {
  disclosureChevron,
  disclosureHeading,
  disclosureTrigger,
  disclosureTriggerFocus,
} from './disclosureParts.ts';

/** `inverse` is for the green background: white questions, answers and chevrons, light borders. */
export const accordionTones = ['default', 'inverse'] as const;
export type AccordionTone = (typeof accordionTones)[number];

// The tone sets these once on the root; every part reads them, so no part needs to know the tone.
const borderColor = createVar();
const questionColor = createVar();
const questionHoverColor = createVar();
const chevronColor = createVar();
const answerColor = createVar();

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    borderTop: `thin solid ${borderColor}`,
  },
  variants: {
    tone: {
      default: {
        vars: {
          [borderColor]: vars.color.border,
          [questionColor]: vars.color.text,
          [questionHoverColor]: vars.color.greenDark,
          [chevronColor]: vars.color.green,
          [answerColor]: vars.color.textMuted,
        },
      },
      inverse: {
        vars: {
          [borderColor]: vars.color.greenLight,
          [questionColor]: vars.color.textInverse,
          [questionHoverColor]: vars.color.greenLight,
          [chevronColor]: vars.color.textInverse,
          [answerColor]: vars.color.textInverse,
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const item = style({
  borderBottom: `thin solid ${borderColor}`,
});

export const header = style(disclosureHeading);

export const trigger = style({
  ...disclosureTrigger,
  color: questionColor,
  selectors: {
    '&:hover': { color: questionHoverColor },
    '&:focus-visible': disclosureTriggerFocus,
  },
});

export const chevron = style({
  ...disclosureChevron,
  color: chevronColor,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
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
  color: answerColor,
  selectors: {
    '&[data-state="open"]': { animation: `${slideDown} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${slideUp} ${vars.duration.normal} ease-out` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const contentInner = style({
  paddingBottom: vars.space.large,
});
