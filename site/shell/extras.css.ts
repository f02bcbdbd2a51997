import { keyframes, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { progressDurationMs } from './navigationProgressTiming.ts';
import { wrappingRow } from '#src/ui/theme/layout.ts';

/**
 * Sticks to the bottom of the window while the page scrolls, yet keeps its own place at the end of
 * the page: at the bottom of the page it sits below the footer, so it never hides any content.
 */
export const impersonationBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.greenDark,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const impersonationText = style({ margin: 0 });

export const impersonationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `medium solid ${vars.color.white}`, outlineOffset: '2px' },
  },
});

export const designBanner = style({
  background: vars.color.greenLight,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.neutral200}`,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.small,
});

export const designBannerInner = style(wrappingRow(`${vars.space.xsmall} ${vars.space.large}`));

export const designBannerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.greenDark,
});

export const designBannerText = style({ margin: 0, flex: '1 1 16rem' });

/** The layout grid: 12 columns across the layout width, over everything, never in the way. */
export const gridOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const gridColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: vars.space.gutter,
  height: '100vh',
});

export const gridColumn = style({
  background: `color-mix(in srgb, ${vars.color.accent} 12%, transparent)`,
  outline: `1px solid color-mix(in srgb, ${vars.color.accent} 40%, transparent)`,
});

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

/** The top progress bar: grows towards 90 % over the progress duration while a navigation loads. */
export const progressBar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  height: vars.space.xxsmall,
  background: vars.color.accent,
  transformOrigin: 'left',
  transform: 'scaleX(0.9)',
  animation: `${grow} ${progressDurationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1) both`,
  pointerEvents: 'none',
  '@media': { [media.reducedMotion]: { animation: 'none', transform: 'scaleX(0.6)' } },
});
