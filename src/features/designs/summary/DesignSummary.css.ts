import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const files = style({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.medium,
});

export const file = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});
