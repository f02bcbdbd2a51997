import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { centredRow } from '#src/ui/theme/layout.ts';

export const blockQuoteTones = ['default', 'inverse'] as const;

/** The figure, and the figure with the 'Tweet this' link under it: a column with even gaps. */
export const stack = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const picture = style({
  width: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const attribution = style(centredRow(vars.space.medium));
