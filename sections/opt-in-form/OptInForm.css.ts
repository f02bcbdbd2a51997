import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

/**
 * `image`: a panel of seed-tray dots in the theme's light green with the form in a white card on it;
 * `plain`: the form straight on the section's band.
 */
export const panel = recipe({
  base: { borderRadius: vars.radius.large },
  variants: {
    style: {
      image: {
        padding: `${vars.space.xlarge} ${vars.space.large}`,
        backgroundColor: vars.color.beigeDark,
        backgroundImage: `radial-gradient(circle, ${vars.color.greenLight} 28%, transparent 30%)`,
        backgroundSize: `${vars.space.large} ${vars.space.large}`,
      },
      plain: {},
    },
  },
});
