import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export type Space = keyof typeof vars.space;
export const spaces = Object.keys(vars.space) as Space[];

export const stackAligns = ['left', 'center', 'right'] as const;
export const inlineAligns = ['left', 'center', 'right', 'space-between'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom'] as const;

const gap = Object.fromEntries(
  spaces.map((space) => [space, { gap: vars.space[space] }]),
) as Record<Space, { gap: string }>;

// A stack or an inline may be a list (`as="ul"`): no bullets, no indent, and it may shrink in a row.
const flexBase = (flexDirection: 'column' | 'row') =>
  ({
    display: 'flex',
    flexDirection,
    margin: 0,
    padding: 0,
    minWidth: 0,
    listStyle: 'none',
  }) as const;

export const stack = recipe({
  base: flexBase('column'),
  variants: {
    space: gap,
    // Without an alignment the children fill the width; with one they keep their own width.
    align: {
      left: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center' },
      right: { alignItems: 'flex-end', textAlign: 'right' },
    },
  },
  defaultVariants: { space: 'medium' },
});

export const inline = recipe({
  base: flexBase('row'),
  variants: {
    space: gap,
    align: {
      left: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      right: { justifyContent: 'flex-end' },
      'space-between': { justifyContent: 'space-between' },
    },
    alignY: {
      top: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      bottom: { alignItems: 'flex-end' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { space: 'medium', align: 'left', alignY: 'center', wrap: true },
});
