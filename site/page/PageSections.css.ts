import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const notice = style({
  margin: `${vars.space.medium} auto`,
  maxWidth: vars.size.layoutMaxWidth,
  padding: vars.space.medium,
  border: `2px dashed ${vars.color.error}`,
  borderRadius: vars.radius.medium,
  background: vars.color.errorBg,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });
export const noticeCode = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

/** A static section's wrapper: no box of its own, so the page lays out its frame as if it were not there. */
export const island = style({ display: 'contents' });
