import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { centredRow, column, coverCentred, unstyledList } from '#src/ui/theme/layout.ts';

// Project messages on a design's page: the block, the list of conversations, and the panel of one
// conversation (or of a new message) beside it on wide screens, under it on phones.

export const block = style({
  ...column(vars.space.medium),
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.up('md')]: { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)' },
  },
});

export const list = style({
  ...column(vars.space.xsmall),
  ...unstyledList,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.green },
    '&[aria-current="true"]': {
      borderColor: vars.color.green,
      background: vars.color.greenLight,
      boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.green}`,
    },
  },
});

export const entryNames = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The unseen marker: a dot beside the names (its words are for screen readers). */
export const unread = style({
  alignSelf: 'center',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const entryLine = style({
  gridColumn: '1 / -1',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const entryTime = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/**
 * A conversation's (or a new message's) panel: 550 px high (docs/spec/features.md §9: "Conversations
 * panel 550 px high"), 34.375rem at the root's 16 px, the messages scrolling inside it.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '34.375rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.white,
  overflow: 'hidden',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.beige,
});

export const panelTitle = style({ overflowWrap: 'anywhere' });

/** Everything under the header: what the not-connected overlay covers. */
export const panelMain = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

/** The messages: the part of the panel that scrolls. */
export const log = style({
  ...column(vars.space.small),
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.medium,
});

export const olderButton = style({ alignSelf: 'center' });

export const messages = style({
  ...column(vars.space.small),
  ...unstyledList,
});

export const message = style({
  ...column(vars.space.xxsmall),
  maxWidth: '85%',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.neutral100,
  alignSelf: 'flex-start',
});

export const mine = style({
  alignSelf: 'flex-end',
  background: vars.color.greenLight,
});

export const messageMeta = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const author = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  marginInlineEnd: vars.space.xsmall,
});

export const messageText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const files = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  ...unstyledList,
});

export const fileLink = style({
  color: vars.color.green,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  display: 'block',
  width: '8rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.neutral100,
});

export const composer = style({
  ...column(vars.space.xsmall),
  padding: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

/** The file input sits inside its button-looking label: the label shows the input's focus ring. */
export const attach = style({
  position: 'relative',
  marginInlineEnd: 'auto',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const attachment = style({
  ...centredRow(vars.space.xsmall),
  padding: vars.space.xsmall,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const attachmentPreview = style({
  width: '3rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const attachmentName = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const notice = style({
  padding: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

export const newMessageForm = style({
  ...column(vars.space.medium),
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.medium,
});

/** Over a panel while the live connection is down (the panel underneath is inert). */
export const overlay = style({
  ...coverCentred(vars.space.large),
  background: `color-mix(in srgb, ${vars.color.white} 88%, transparent)`,
  zIndex: 1,
});
