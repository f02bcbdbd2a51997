import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const textarea = style({
  display: 'block',
  minHeight: `calc(${vars.size.tapTarget} * 3)`,
  resize: 'vertical',
});

export const counterLevels = ['normal', 'near', 'full'] as const;
export type CounterLevel = (typeof counterLevels)[number];

export const counter = recipe({
  base: {
    margin: 0,
    marginTop: vars.space.xxsmall,
    alignSelf: 'flex-end',
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    level: {
      normal: { color: vars.color.textMuted },
      near: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      full: { color: vars.color.error, fontWeight: vars.fontWeight.semibold },
    },
    tone: {
      default: {},
      inverse: { color: vars.color.textInverse },
    },
  },
  compoundVariants: [
    {
      variants: { level: 'full', tone: 'inverse' },
      style: {
        color: vars.color.error,
        background: vars.color.errorBg,
        borderRadius: vars.radius.small,
        paddingInline: vars.space.xxsmall,
      },
    },
  ],
  defaultVariants: { level: 'normal', tone: 'default' },
});
