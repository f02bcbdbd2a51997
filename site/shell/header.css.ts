import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '#src/ui/theme/tokens.ts';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { headerButton } from './headerButton.ts';
import { centredRow } from '#src/ui/theme/layout.ts';

/** The right-hand end of the header bar: account links, cart pill and (on phones) the Menu button. */
export const headerActions = style({
  ...centredRow(vars.space.small),
  whiteSpace: 'nowrap',
});

/**
 * A coach's header holds Availability and Go Live too: on narrow desktops (up to 1100 px) the Account
 * and Log Out links give way to the avatar menu, which holds both.
 */
export const roomyOnly = style({
  '@media': {
    [`${media.desktopNav} and (max-width: ${breakpoints.lg2}px)`]: { display: 'none' },
  },
});

export const cartPill = style({
  ...headerButton(vars.space.xxsmall),
  border: `1px solid ${vars.color.green}`,
  borderRadius: vars.radius.full,
  color: vars.color.green,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:hover': { background: vars.color.greenLight },
    '&:focus-visible': { outline: `medium solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cartIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const cartCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.green,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
});

/** The avatar button of the account menu: a round tap target with the status dot on its edge. */
export const avatarTrigger = style({
  all: 'unset',
  position: 'relative',
  display: 'inline-flex',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `medium solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The header's avatar is smaller than the smallest avatar size: it fills its tap target. */
export const headerAvatar = style({
  selectors: { [`${avatarTrigger} &`]: { width: '100%', fontSize: vars.fontSize.md } },
});

export const bubble = recipe({
  base: {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: vars.space.small,
    height: vars.space.small,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.white}`,
  },
  variants: {
    state: {
      active: { background: vars.color.success },
      inactive: { background: vars.color.neutral500 },
      suspended: { background: vars.color.error },
    },
  },
});

export const menuContent = style({
  zIndex: vars.zIndex.overlay,
  minWidth: '12rem',
  padding: vars.space.xxsmall,
  background: vars.color.white,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const menuItem = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.greenLight, color: vars.color.greenDark },
  },
});

export const goLive = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** In the mobile menu the account's links wrap onto more rows rather than squeeze (a live coach's). */
export const accountLinksWrap = style({ flexWrap: 'wrap', rowGap: vars.space.xsmall });

export const switchRoot = style({
  all: 'unset',
  position: 'relative',
  boxSizing: 'border-box',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutral500,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.green },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
    '&:focus-visible': { outline: `medium solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  marginLeft: '0.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.white,
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(1.25rem)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const goLiveNote = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
