import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { fittingGrid, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

export const grid = style({
  ...unstyledList,
  ...fittingGrid('14rem', vars.space.medium, 'auto-fill'),
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

export const profile = style(wrappingRow(vars.space.xlarge, 'flex-start'));
