import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { stickyHeaderHeight } from '#src/ui/theme/global.css.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { headerButton } from './headerButton.ts';
import { centredRow, unstyledList, wrappingRow } from '#src/ui/theme/layout.ts';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-100px',
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.white,
  color: vars.color.green,
  borderRadius: vars.radius.small,
  selectors: { '&:focus': { top: vars.space.xsmall } },
});

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    textDecoration: 'none',
    minHeight: vars.size.tapTarget,
  },
  variants: {
    tone: { default: { color: vars.color.green }, inverse: { color: vars.color.white } },
  },
});

export const logoWord = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.01em',
});

const headerBorder = '1px';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.white,
  borderBottom: `${headerBorder} solid ${vars.color.neutral200}`,
});

// The header's usual height, for the document's scroll padding until the header measures itself
// (before the scripts run, and where it does not wrap).
globalStyle(`html:has(${header})`, {
  vars: { [stickyHeaderHeight]: `calc(${vars.size.headerBar} + ${headerBorder})` },
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.headerBar,
});

export const desktopOnly = style({ '@media': { [media.mobileNav]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [media.desktopNav]: { display: 'none' } } });

export const navList = style({
  ...centredRow(vars.space.large),
  whiteSpace: 'nowrap',
  '@media': { [media.down('lg')]: { gap: vars.space.medium } },
  ...unstyledList,
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  selectors: { '&:hover': { color: vars.color.green, textDecoration: 'underline' } },
});

export const accountLinks = style(centredRow(vars.space.small));

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
});

export const menuButton = style({
  ...headerButton(vars.space.xsmall),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.neutral200}`,
  paddingBottom: vars.space.medium,
});

export const mobileList = style({
  ...unstyledList,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const main = style({ display: 'block', minHeight: '50vh' });

/** The footer's island wrapper (`FooterIsland`): no box of its own, the footer lays out as its child. */
export const footerIsland = style({ display: 'contents' });

export const footer = recipe({
  base: { paddingTop: vars.space.xxlarge, paddingBottom: vars.space.xlarge },
  variants: {
    tone: {
      pink: { background: vars.color.pink, color: vars.color.text },
      white: { background: vars.color.white, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'pink' },
});

export const footerColumns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktopNav]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const footerList = style({
  ...unstyledList,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const footerLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: 'inline-flex',
  minHeight: '32px',
  alignItems: 'center',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const copyright = style({
  ...wrappingRow(vars.space.small),
  marginTop: vars.space.xlarge,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const isolatedHeader = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.large,
  paddingBottom: vars.space.large,
});

export const siteAlert = style({
  background: vars.color.green,
  color: vars.color.textInverse,
  textAlign: 'center',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.sm,
});

export const adminNotice = style({
  background: vars.color.infoBg,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.info}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'center',
});

export const errorPage = style({
  paddingTop: vars.space.xxxlarge,
  paddingBottom: vars.space.xxxlarge,
  textAlign: 'center',
});

export const errorLinks = styleVariants({ row: { justifyContent: 'center' } });

/** Pages that are not built from CMS sections (account pages, designer profile): room above and below. */
export const appPage = style({
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
  '@media': { [media.up('md')]: { paddingTop: vars.space.xxlarge } },
});
