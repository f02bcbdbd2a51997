import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const carouselTones = ['default', 'inverse'] as const;

export const carousel = style({
  display: 'grid',
  gap: vars.space.large,
});

/** Before, design and after side by side from small tablets up; stacked on a phone. */
export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  ...unstyledList,
  '@media': {
    [media.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const picture = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });

export const pictureImage = style({
  width: '100%',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const label = recipe({
  base: {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    textAlign: 'center',
  },
  variants: {
    tone: { default: { color: vars.color.textMuted }, inverse: { color: vars.color.textInverse } },
  },
  defaultVariants: { tone: 'default' },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
