import { keyframes, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import {
  modalClose,
  modalCloseFocus,
  modalCloseIcon,
  modalTitle,
} from '#src/ui/components/Dialog/modalParts.ts';
import { column } from '#src/ui/theme/layout.ts';

// Slides in from the right edge; never starts transparent (see Dialog.css.ts for why).
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export { overlay } from '#src/ui/components/Dialog/overlay.css.ts';

/** A full-height panel on the right: the whole width of a phone, at most the drawer width. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.cartDrawer,
  background: vars.color.white,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  paddingBlock: vars.space.medium,
  borderBottom: `thin solid ${vars.color.border}`,
});

export const title = style(modalTitle);

export const close = style({
  ...modalClose,
  flexShrink: 0,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.neutral100 },
    ...modalCloseFocus,
  },
});

export const closeIcon = style(modalCloseIcon);

/** The body scrolls; the header and the footer stay in place. */
export const body = style({
  flexGrow: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.large,
});

export const footer = style({
  ...column(vars.space.small),
  padding: vars.space.large,
  borderTop: `thin solid ${vars.color.border}`,
});
