import { style } from '@vanilla-extract/css';

export const playIcon = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});
