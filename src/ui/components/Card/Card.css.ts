import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { surfaces } from '#src/ui/theme/surfaces.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const cardTones = ['white', 'beige', 'pink', 'green', 'warning'] as const;

const padding = Object.fromEntries(
  (Object.keys(vars.space) as (keyof typeof vars.space)[]).map((space) => [
    space,
    { padding: vars.space[space] },
  ]),
) as Record<keyof typeof vars.space, { padding: string }>;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'block',
    minWidth: 0,
    margin: 0,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    overflow: 'hidden',
  },
  variants: {
    tone: {
      ...surfaces,
      // A caution: the pale amber surface is close to white and beige, so the amber edge marks it.
      warning: {
        background: vars.color.warningBg,
        color: vars.color.text,
        borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.warning}`,
      },
    },
    padding,
    // A card that is one big target (its link covers it): it lifts on hover and while focused inside.
    interactive: {
      true: {
        transitionProperty: 'box-shadow, transform',
        transitionDuration: vars.duration.normal,
        selectors: {
          '&:hover, &:focus-within': {
            boxShadow: vars.shadow.large,
            transform: `translateY(calc(${vars.space.xxsmall} * -1))`,
          },
        },
        '@media': { [media.reducedMotion]: { transition: 'none', transform: 'none' } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'white', padding: 'large', interactive: false },
});
