import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const quotationTones = ['default', 'inverse'] as const;

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
