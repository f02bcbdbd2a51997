import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/theme/theme.css.ts';

export const blockQuoteTones = ['default', 'inverse'] as const;

/** The figure, and the figure with the 'Tweet this' link under it: a column with even gaps. */
export const stack = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const picture = style({
  width: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

/** A large serif quotation with a rule at its start edge. */
export const quotation = recipe({
  base: {
    margin: 0,
    paddingInlineStart: vars.space.large,
    borderInlineStart: `${vars.space.xxsmall} solid`,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      default: { color: vars.color.text, borderColor: vars.color.green },
      inverse: { color: vars.color.textInverse, borderColor: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const attribution = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});
