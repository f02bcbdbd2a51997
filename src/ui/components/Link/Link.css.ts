import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const linkVariants = ['inline', 'plain', 'nav'] as const;

// Links take the colour of the text around them, so they read on every background; the
// underline (always for `inline`) is what marks them as links.
export const link = recipe({
  base: {
    color: 'inherit',
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    WebkitTapHighlightColor: 'transparent',
  },
  variants: {
    variant: {
      // Inside running text.
      inline: {
        // As wide as its words when it stands alone in a column (a flex or grid item is stretched
        // otherwise), so the focus ring hugs them; inside a line of text the width does not apply.
        width: 'fit-content',
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        textDecorationThickness: '0.08em',
        selectors: { '&:hover': { textDecorationThickness: '0.16em' } },
      },
      // Standalone (cards, lists): underlined on hover only.
      plain: {
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
      // Navigation menus: the current page is underlined.
      nav: {
        display: 'inline-block',
        paddingBlock: vars.space.xxsmall,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: {
          '&:hover, &[aria-current="page"]': {
            textDecoration: 'underline',
            textDecorationThickness: '0.12em',
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
