import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const avatarSizes = ['small', 'medium', 'large', 'big'] as const;

// Spec: avatar widths 65 / 85 / 160 / 500 px. They are maximums: a big avatar shrinks to fit a phone.
export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    maxWidth: '100%',
    aspectRatio: '1 / 1',
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    // Initials: dark green on light green (8.7:1).
    background: vars.color.greenLight,
    color: vars.color.greenDark,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: vars.size.avatarSmall, fontSize: vars.fontSize.xl },
      medium: { width: vars.size.avatarMedium, fontSize: vars.fontSize['2xl'] },
      large: { width: vars.size.avatarLarge, fontSize: vars.fontSize['4xl'] },
      big: { width: vars.size.avatarBig, fontSize: `calc(${vars.fontSize['4xl']} * 3)` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const avatarImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
