import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { errorPanel } from '#src/ui/theme/formParts.ts';
import { column, wrappingRow } from '#src/ui/theme/layout.ts';

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** The picture of a choice question: at most half the reading width, never wider than its column. */
export const image = style({
  width: '100%',
  maxWidth: `calc(${vars.size.readingWidth} / 2)`,
  marginBottom: vars.space.small,
  borderRadius: vars.radius.medium,
});

/** `meta.label`: the short line between a choice question and its choices. */
export const choiceLine = style({
  margin: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const choices = style(column(vars.space.small));

/** The dollar signs of a price level, in a column as wide as the longest, so the names line up. */
export const priceSigns = style({
  display: 'inline-block',
  minWidth: '3.5ch',
  marginInlineEnd: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.greenDark,
  fontVariantNumeric: 'tabular-nums',
});

/** A message question: text to read, set apart from the questions around it. */
export const message = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.beige,
});

/** The content of a message is plain text: its line breaks are kept. */
export const messageText = style({
  whiteSpace: 'pre-line',
});

export const formError = style(errorPanel(vars.space.small, vars.radius.small));

export const actions = style(wrappingRow(vars.space.small));

/** Next and submit sit at the end of the row, Previous at its start. */
export const forward = style({
  marginInlineStart: 'auto',
});

export const loadFailure = style({
  ...errorPanel(vars.space.medium, vars.radius.medium),
  ...wrappingRow(vars.space.medium),
});
