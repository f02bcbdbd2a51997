import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const steps = style({
  display: 'grid',
  gap: vars.space.large,
  ...unstyledList,
  counterReset: 'step',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start' });

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.green,
  color: vars.color.white,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const numberInverse = style({ background: vars.color.white, color: vars.color.green });

export const plans = style({
  display: 'grid',
  gap: vars.space.large,
  ...unstyledList,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});

/** A placeholder card's height while the products load, so nothing moves when they arrive. */
export const planPlaceholder = style({ minHeight: '22rem' });

export const activeDesign = style({ maxWidth: '40rem', marginInline: 'auto', width: '100%' });

export const activeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
