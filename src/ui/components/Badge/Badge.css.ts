import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const badgeTones = ['success', 'tag', 'neutral'] as const;
export const badgeSizes = ['small', 'large'] as const;

/** A short label in a pill. Each tone is a pair that passes AA on its own background. */
export const badge = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
  },
  variants: {
    size: {
      /** In small print, beside other text or on a card. */
      small: {
        paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
        paddingInline: vars.space.xsmall,
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.normal,
      },
      /** In the text's own size, on a profile page. */
      large: { paddingBlock: vars.space.xsmall, paddingInline: vars.space.medium },
    },
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
  defaultVariants: { tone: 'success', size: 'small' },
});

/** A list of badges: in a row, wrapping, without bullets. */
export const badgeList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const statusBadgeTones = ['success', 'neutral', 'error', 'info'] as const;

/**
 * The state of an order, a design or an account in a pill: the tone says how it stands. Text and
 * background pairs meet AA contrast (4.5:1) at the small size used.
 */
export const statusBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { background: vars.color.successBg, color: vars.color.success },
      neutral: { background: vars.color.neutral200, color: vars.color.neutral900 },
      error: { background: vars.color.errorBg, color: vars.color.error },
      info: { background: vars.color.infoBg, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
