import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/media.ts';
import { errorPanel, groupLegend, plainFieldset } from '#src/ui/theme/formParts.ts';
import { column, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

// Shared pieces of the account pages: lists of cards, the status badge, inline messages.

export const plainList = style({
  ...unstyledList,
  ...column(vars.space.medium),
});

export const row = style(wrappingRow(vars.space.medium));

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const formError = style(errorPanel(vars.space.small, vars.radius.small));

export const notice = style({
  ...errorPanel(vars.space.medium, vars.radius.medium),
  ...wrappingRow(vars.space.medium),
});

export const fieldset = style(plainFieldset);

export const legend = style(groupLegend);

export const fieldError = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

// A link that covers its whole card, so the card is one target (an interactive Card lifts on hover).
export const cover = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** Plan cards on the subscription page: one column on a phone, side by side from tablet up. */
export const planGrid = style({
  display: 'grid',
  gap: vars.space.large,
  ...unstyledList,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' } },
});
