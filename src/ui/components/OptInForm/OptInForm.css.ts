import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

export const optInLayouts = ['stacked', 'inline'] as const;
export type OptInLayout = (typeof optInLayouts)[number];
export const optInTones = ['default', 'inverse'] as const;
export type OptInTone = (typeof optInTones)[number];

export const form = style({
  width: '100%',
});

export const fields = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.small,
    alignItems: 'start',
    justifyItems: 'start',
  },
  variants: {
    layout: {
      stacked: {},
      // Field and button share a row from 500 px up; on phones they stack.
      inline: {
        '@media': {
          [media.up('sm2')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
        },
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const field = style({
  justifySelf: 'stretch',
});

export const inlineButton = style({
  '@media': {
    // Lines the button up with the input, below the field's label (label size × line height + its margin).
    [media.up('sm2')]: {
      marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.snug} + ${vars.space.xxsmall})`,
    },
  },
});

export const formError = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.error,
    // Always on the page (a live region must exist before its text changes); no room while empty.
    selectors: { '&:not(:empty)': { marginTop: vars.space.medium } },
  },
  variants: {
    tone: {
      default: {},
      inverse: {
        background: vars.color.errorBg,
        borderRadius: vars.radius.small,
        selectors: {
          '&:not(:empty)': { paddingBlock: vars.space.xsmall, paddingInline: vars.space.small },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const success = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    tone: {
      default: { color: vars.color.success },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});
