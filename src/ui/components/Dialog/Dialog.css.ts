import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { modalClose, modalCloseFocus, modalCloseIcon, modalTitle } from './modalParts.ts';
import { column } from '#src/ui/theme/layout.ts';

export const dialogSizes = ['small', 'medium', 'large', 'video'] as const;
export type DialogSize = (typeof dialogSizes)[number];

// The panel slides and scales in but never starts transparent: at opacity 0 it is "not visible" to
// anything that looks mid-animation (a test, a screenshot), and under load those first frames can stall.
const rise = keyframes({
  from: { transform: `translateY(${vars.space.medium}) scale(0.98)` },
  to: { transform: 'none' },
});
const riseFromTop = keyframes({
  from: { transform: `translateY(${vars.space.medium})` },
  to: { transform: 'none' },
});

export { overlay } from './overlay.css.ts';

const edge = vars.space.medium;

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    // Centred by its margins, not by a transform: a transformed panel would be the containing block
    // of what is fixed inside it (a select's list), and its scrolling would cut that off.
    inset: 0,
    margin: 'auto',
    width: `calc(100vw - 2 * ${edge})`,
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${edge})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.large,
    paddingTop: vars.space.xlarge,
    borderRadius: vars.radius.medium,
    background: vars.color.white,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    animation: `${rise} ${vars.duration.normal} ease-out`,
    selectors: {
      '&:focus': { outline: 'none' },
    },
    '@media': {
      [media.up('md')]: { padding: vars.space.xlarge },
      // Short screens (spec: below 800 px high): pin the panel to the top and let it scroll.
      [media.smallHeight]: {
        top: edge,
        bottom: 'auto',
        animation: `${riseFromTop} ${vars.duration.normal} ease-out`,
      },
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    size: {
      // Widths come from the size tokens: a narrow panel, the reading measure, and three quarters of the layout.
      small: { maxWidth: vars.size.cartDrawer },
      medium: { maxWidth: vars.size.readingWidth },
      large: { maxWidth: `calc(${vars.size.layoutMaxWidth} * 3 / 4)` },
      video: {
        maxWidth: `calc(${vars.size.layoutMaxWidth} * 3 / 4)`,
        padding: 0,
        paddingTop: 0,
        background: vars.color.black,
        color: vars.color.textInverse,
        '@media': { [media.up('md')]: { padding: 0 } },
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  ...column(vars.space.xsmall),
  marginBottom: vars.space.large,
  // Leaves room for the close button in the corner.
  paddingRight: vars.space.xlarge,
});

export const title = style({
  ...modalTitle,
  '@media': { [media.up('md')]: { fontSize: vars.fontSize['2xl'] } },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const close = recipe({
  base: {
    ...modalClose,
    position: 'absolute',
    top: vars.space.xsmall,
    right: vars.space.xsmall,
    selectors: modalCloseFocus,
  },
  variants: {
    tone: {
      default: {
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.neutral100 } },
      },
      // Over a video the button sits on its own light disc.
      video: {
        zIndex: 1,
        background: vars.color.white,
        color: vars.color.text,
        boxShadow: vars.shadow.medium,
        selectors: { '&:hover': { background: vars.color.neutral100 } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const closeIcon = style(modalCloseIcon);
