import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/ui/theme/theme.css.ts';

export const containerWidths = ['layout', 'reading'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
  },
  variants: {
    width: {
      layout: { maxWidth: vars.size.layoutMaxWidth },
      reading: { maxWidth: vars.size.readingWidth },
    },
  },
  defaultVariants: { width: 'layout' },
});
