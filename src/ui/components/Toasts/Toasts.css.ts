import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { column, unstyledList } from '#src/ui/theme/layout.ts';

/** The statuses a toast can have (the same as the message statuses). */
export const toastStatuses = ['success', 'info', 'error'] as const;

/** Full width along the top on phones; a column at the top right from tablet width up. */
export const viewport = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  padding: vars.space.xsmall,
  // The empty area around the toasts must not swallow clicks meant for the page below.
  pointerEvents: 'none',
  '@media': {
    [media.desktopNav]: {
      left: 'auto',
      // Room for the longest catalogue message on three or four lines.
      width: '28rem',
      maxWidth: '100%',
      padding: vars.space.medium,
    },
  },
});

export const stack = style({
  ...column(vars.space.xsmall),
  ...unstyledList,
  selectors: {
    '&:not(:empty) + &:not(:empty)': { marginTop: vars.space.xsmall },
  },
});

// Slides in without fading: a half-transparent toast would read (and test) as low contrast.
const enter = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { transform: 'none' },
});

// Played when the same message is shown again while on screen: a short pulse that draws the eye.
const pulse = keyframes({
  '0%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.03)' },
  '100%': { transform: 'scale(1)' },
});

const statusColor = {
  success: { accent: vars.color.success, background: vars.color.successBg },
  info: { accent: vars.color.info, background: vars.color.infoBg },
  error: { accent: vars.color.error, background: vars.color.errorBg },
} as const;

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: vars.space.xxsmall,
    borderInlineStartStyle: 'solid',
    boxShadow: vars.shadow.medium,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    animation: `${enter} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-flash]': { animation: `${pulse} ${vars.duration.fast} ease-in-out` },
    },
    '@media': {
      [media.reducedMotion]: {
        animation: 'none',
        selectors: {
          // Without motion the repeat still shows: an outline for the moment it flashes.
          '&[data-flash]': {
            animation: 'none',
            outline: `${vars.space.xxsmall} solid currentColor`,
            outlineOffset: vars.space.xxsmall,
          },
        },
      },
    },
  },
  variants: {
    status: Object.fromEntries(
      toastStatuses.map((status) => [
        status,
        {
          background: statusColor[status].background,
          borderInlineStartColor: statusColor[status].accent,
        },
      ]),
    ) as Record<
      (typeof toastStatuses)[number],
      { background: string; borderInlineStartColor: string }
    >,
  },
  defaultVariants: { status: 'error' },
});

export const icon = recipe({
  base: {
    width: vars.space.large,
    height: vars.space.large,
    flexShrink: 0,
    marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.space.large}) / 2)`,
  },
  variants: {
    status: Object.fromEntries(
      toastStatuses.map((status) => [status, { color: statusColor[status].accent }]),
    ) as Record<(typeof toastStatuses)[number], { color: string }>,
  },
});

export const message = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  // Centre the 44 px target on the first line of text without growing the toast.
  marginBlock: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.tapTarget}) / 2)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.white },
  },
});

export const dismissIcon = style({
  width: vars.space.medium,
  height: vars.space.medium,
});
