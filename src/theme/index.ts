export { vars } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mobileNavMaxWidth, smallViewportHeight, tokens, palette } from './tokens';
export { media } from './media';
