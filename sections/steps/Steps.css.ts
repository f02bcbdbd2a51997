import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

/** The number badge: `inverse` on the green background. */
export const stepTones = ['default', 'inverse'] as const;

// The visible number is a badge, read out as "Step N"; the list stays an ordered list to assistive
// technology (see `item` for Safari).
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  ...unstyledList,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.up('md')]: { columnGap: vars.space.large } },
  // Safari stops announcing a list whose markers are removed unless its items generate content.
  '::before': { content: '"\\200B"', position: 'absolute' },
});

export const number = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.tapTarget,
    height: vars.size.tapTarget,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    tone: {
      default: { background: vars.color.green, color: vars.color.textInverse },
      inverse: { background: vars.color.white, color: vars.color.greenDark },
    },
  },
  defaultVariants: { tone: 'default' },
});

// Lines the step's headline up with the middle of its number badge.
export const stepText = style({
  paddingTop: vars.space.xsmall,
});
