import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  ...unstyledList,
});

export const fallback = style({
  width: '100%',
  maxWidth: vars.size.readingWidth,
  marginInline: 'auto',
});
