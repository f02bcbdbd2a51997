import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.medium,
});

export const linkCard = style({ height: '100%' });

// The link covers its whole card, so the card is one target (the card lifts on hover and focus).
export const cover = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const profile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xlarge,
});
