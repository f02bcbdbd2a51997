import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

// The designer step of a design's homework: the grid of designer cards, the profile modal, the
// scheduling steps and the summary.

export const root = style({
  ...column(vars.space.large),
  color: vars.color.text,
});

/** One card a row on phones, then as many as fit at a card's reading width. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  ...unstyledList,
  '@media': {
    [media.up('sm2')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' },
  },
});

export const cardItem = style({ display: 'flex', minWidth: 0 });

export const cardArticle = style({ display: 'flex', flex: 1, minWidth: 0 });

export const card = style({
  ...column(vars.space.small, 'center'),
  width: '100%',
  textAlign: 'center',
});

export const cardText = style({
  ...column(vars.space.xxsmall, 'center'),
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

/** The buttons sit at the foot of every card, whatever the length of what is above them. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xsmall,
});

/** 'Favorite' on a favourite designer's card: dark green on light green. */
export const favorite = style({
  paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.greenLight,
  color: vars.color.greenDark,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  ...unstyledList,
});

export const tagsCentered = style({ justifyContent: 'center' });

export const profileHeader = style(wrappingRow(vars.space.large));

/** A designer's own line breaks in About Me are kept. */
export const about = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The chosen designer above the calendar, the summary and the finished step. */
export const person = style(wrappingRow(vars.space.medium));

export const personText = style({
  ...column(vars.space.xxsmall),
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The calendar, the times and the summary keep the booker's reading width. */
export const readingWidth = style({ maxWidth: vars.size.readingWidth });

export const panel = style({
  ...column(vars.space.medium),
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.beige,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const summaryTerm = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const summaryValue = style({ margin: 0 });

export const actions = style(wrappingRow(vars.space.small));

export const errorLine = style({
  ...wrappingRow(vars.space.small),
  margin: 0,
  color: vars.color.error,
});
