import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column } from '#src/ui/theme/layout.ts';

/** Text tones of the caption: `inverse` on the green background. */
export const imageTones = ['default', 'inverse'] as const;

export const frame = style(column(vars.space.small));

export const figure = style(column(vars.space.small));

// The CMS gives no image size, so the box is reserved at 3:2 and the whole image is shown inside it
// (never cropped); the letterbox takes the section's own background.
export const picture = style({
  selectors: { 'img&': { backgroundColor: 'transparent' } },
});

export const caption = recipe({
  base: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    fontStyle: 'italic',
    textAlign: 'center',
  },
  variants: {
    tone: {
      default: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

// Centred like the picture, which may be narrower than the column when a maximum height applies.
export const actions = style({
  display: 'flex',
  justifyContent: 'center',
});
