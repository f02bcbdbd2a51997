import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { unstyledList } from '#src/ui/theme/layout.ts';

export const text = style({
  padding: vars.space.large,
  '@media': { [media.up('md')]: { padding: vars.space.xlarge } },
});

/** Four small pictures to a row. */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  ...unstyledList,
});

export const thumbnail = style({ borderRadius: vars.radius.small });

export const thumbnailLink = style({
  display: 'block',
  borderRadius: vars.radius.small,
});

/** A small picture's box while the submitted gardens load. */
export const placeholder = style({ display: 'block', aspectRatio: '1 / 1' });
