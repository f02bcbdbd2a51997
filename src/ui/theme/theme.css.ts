import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.ts';

/** The one theme contract: every style reads tokens through `vars`. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(tokens.color).map((k) => [k, null])) as Record<
    keyof typeof tokens.color,
    null
  >,
  font: { body: null, heading: null },
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((k) => [k, null])) as Record<
    keyof typeof tokens.fontSize,
    null
  >,
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  space: Object.fromEntries(Object.keys(tokens.space).map((k) => [k, null])) as Record<
    keyof typeof tokens.space,
    null
  >,
  radius: { none: null, small: null, medium: null, large: null, full: null },
  shadow: { small: null, medium: null, large: null },
  size: Object.fromEntries(Object.keys(tokens.size).map((k) => [k, null])) as Record<
    keyof typeof tokens.size,
    null
  >,
  duration: { fast: null, normal: null, slow: null },
  zIndex: { header: null, overlay: null, modal: null, toast: null },
});

/** The garden theme fills the contract on :root: there is one theme, so it is global. */
createGlobalTheme(':root', vars, tokens);
