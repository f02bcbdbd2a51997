import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const headingSizes = ['xxl', 'xl', 'lg', 'md', 'sm'] as const;
export const headingAligns = ['left', 'center', 'right'] as const;
export const headingTones = ['default', 'inverse'] as const;

// Each size steps up one notch from tablet width, so a 375 px phone still fits long words.
function fontSizeFrom(phone: string, tablet: string) {
  return { fontSize: phone, '@media': { [media.up('md')]: { fontSize: tablet } } };
}

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    margin: 0,
    overflowWrap: 'break-word',
    textWrap: 'balance',
  },
  variants: {
    size: {
      xxl: fontSizeFrom(vars.fontSize['3xl'], vars.fontSize['4xl']),
      xl: fontSizeFrom(vars.fontSize['2xl'], vars.fontSize['3xl']),
      lg: fontSizeFrom(vars.fontSize.xl, vars.fontSize['2xl']),
      md: fontSizeFrom(vars.fontSize.lg, vars.fontSize.xl),
      sm: fontSizeFrom(vars.fontSize.md, vars.fontSize.lg),
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    tone: {
      default: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

/** A heading focused by script after a view changes: the focus is for assistive technology only. */
export const focusTarget = style({ outline: 'none' });
