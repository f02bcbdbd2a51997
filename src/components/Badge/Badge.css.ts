import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/theme/theme.css.ts';

export const badgeTones = ['success', 'tag', 'neutral'] as const;

/** A short label in a pill. Each tone is a pair that passes AA on its own background. */
export const badge = recipe({
  base: {
    display: 'inline-block',
    paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      /** A state worth noticing, such as 'Available now'. */
      success: {
        background: vars.color.successBg,
        color: vars.color.success,
        fontWeight: vars.fontWeight.semibold,
        // A state is two or three words: wrapped, it would read as two badges.
        whiteSpace: 'nowrap',
      },
      /** A plain label in a list of them, such as an area of expertise (dark green on light green, 8.7:1). */
      tag: { background: vars.color.greenLight, color: vars.color.greenDark },
      /** A quiet label on a white surface (body text on beige). */
      neutral: { background: vars.color.beige, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'success' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
