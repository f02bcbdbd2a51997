export { vars } from './theme.css.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { breakpoints, mobileNavMaxWidth, smallViewportHeight, tokens, palette } from './tokens.ts';
export { media } from './media.ts';
