import { style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { coverCentred } from '#src/ui/theme/layout.ts';

/** The player's box: 16:9 before and after play, so swapping the poster for the iframe never shifts. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.greenDark,
});

/** The local poster: a gradient sky over drawn garden beds, no image from YouTube. */
export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  background: `linear-gradient(160deg, ${vars.color.greenLight} 0%, ${vars.color.beige} 55%, ${vars.color.pink} 100%)`,
});

export const illustration = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: vars.color.green,
});

export const playButton = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

export const playDisc = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.tapTarget} * 2)`,
  height: `calc(${vars.size.tapTarget} * 2)`,
  borderRadius: vars.radius.full,
  background: vars.color.accentDark,
  color: vars.color.white,
  boxShadow: vars.shadow.large,
  transition: `transform ${vars.duration.fast} ease-out, background ${vars.duration.fast} ease-out`,
  selectors: {
    [`${playButton}:hover &`]: { transform: 'scale(1.06)', background: vars.color.accent },
    [`${playButton}:focus-visible &`]: {
      outline: `${vars.space.xxsmall} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const playIcon = style({
  width: '40%',
  height: '40%',
  marginLeft: '8%',
});

export const iframe = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const unavailable = style({
  ...coverCentred(vars.space.large),
  background: vars.color.neutral100,
  outline: `${vars.space.xxsmall} dashed ${vars.color.border}`,
  outlineOffset: `calc(-1 * ${vars.space.xxsmall})`,
  borderRadius: vars.radius.medium,
});
