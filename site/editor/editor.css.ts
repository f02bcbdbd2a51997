import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

const mono = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** The opening of an editor tool: its heading and what it is for. */
export const intro = style({
  maxWidth: vars.size.layoutMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter} ${vars.space.medium}`,
  display: 'grid',
  gap: vars.space.small,
});

/** The live preview uses the whole width: its opening lines up with the editor below it. */
export const wideIntro = style({ maxWidth: 'none' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.green,
});

export const lead = style({ margin: 0, maxWidth: vars.size.readingWidth, color: vars.color.text });

export const typeIndex = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
  ...unstyledList,
  lineHeight: vars.lineHeight.snug,
  fontFamily: mono,
  fontSize: vars.fontSize.sm,
});

/** The small label above each type's demo sections. */
export const label = style({
  ...wrappingRow(`${vars.space.xxsmall} ${vars.space.medium}`, 'baseline'),
  maxWidth: vars.size.layoutMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xsmall} ${vars.space.gutter}`,
  borderTop: `2px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  scrollMarginTop: vars.space.xxlarge,
});

export const labelType = style({
  margin: 0,
  fontFamily: mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const labelLinks = style({
  display: 'flex',
  gap: vars.space.medium,
  ...unstyledList,
});

export const code = style({ fontFamily: mono });

export const cmsNote = style({
  maxWidth: vars.size.layoutMaxWidth,
  margin: `${vars.space.large} auto`,
  padding: `0 ${vars.space.gutter}`,
  color: vars.color.textMuted,
});

// The live preview: the editor beside the rendered sections.

export const previewLayout = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `0 ${vars.space.gutter} ${vars.space.xlarge}`,
  '@media': {
    [media.up('lg')]: { gridTemplateColumns: 'minmax(22rem, 30rem) minmax(0, 1fr)' },
  },
});

export const panel = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const fieldLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const control = style({
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.neutral500}`,
  borderRadius: vars.radius.small,
  background: vars.color.white,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const button = style([
  control,
  {
    cursor: 'pointer',
    background: vars.color.green,
    borderColor: vars.color.green,
    color: vars.color.white,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const jsonInput = style([
  control,
  {
    width: '100%',
    minHeight: '24rem',
    fontFamily: mono,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    resize: 'vertical',
  },
]);

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.tapTarget,
});

export const problems = style({
  margin: 0,
  padding: vars.space.small,
  border: `2px dashed ${vars.color.error}`,
  borderRadius: vars.radius.medium,
  background: vars.color.errorBg,
  fontSize: vars.fontSize.sm,
});

export const problemList = style({ margin: 0, paddingLeft: vars.space.large });

export const noProblems = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.successBg,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});

export const stage = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowX: 'auto',
  padding: vars.space.small,
  background: vars.color.neutral100,
  borderRadius: vars.radius.medium,
});

export const frame = style({
  // The chosen width is the frame's viewport: the border goes outside it.
  boxSizing: 'content-box',
  maxWidth: 'none',
  height: '80vh',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.white,
});
