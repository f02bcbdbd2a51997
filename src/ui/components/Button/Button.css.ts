import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'inverse'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

const borderWidth = `calc(${vars.space.xxsmall} / 2)`;
const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

// Colour pairs are chosen for AA contrast (4.5:1) in every state: white on green 7.6:1, white on
// accent 5.4:1, green on white 7.6:1, green on light green 6.2:1, green on beige 6.8:1.
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: `${borderWidth} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.green,
        color: vars.color.white,
        selectors: { [enabledHover]: { background: vars.color.greenDark } },
      },
      secondary: {
        background: vars.color.accent,
        color: vars.color.white,
        selectors: { [enabledHover]: { background: vars.color.accentDark } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.green,
        borderColor: vars.color.green,
        selectors: { [enabledHover]: { background: vars.color.greenLight } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.green,
        selectors: { [enabledHover]: { background: vars.color.greenLight } },
      },
      // For green backgrounds: a white button with green text.
      inverse: {
        background: vars.color.white,
        color: vars.color.green,
        borderColor: vars.color.white,
        selectors: {
          [enabledHover]: { background: vars.color.beige, borderColor: vars.color.beige },
        },
      },
    },
    size: {
      small: {
        minHeight: `calc(${vars.size.tapTarget} - ${vars.space.xsmall})`,
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.sm,
      },
      medium: {
        minHeight: vars.size.tapTarget,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.md,
      },
      large: {
        minHeight: `calc(${vars.size.tapTarget} + ${vars.space.small})`,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonRecipeOptions = NonNullable<RecipeVariants<typeof button>>;
