import { vars } from './theme.css.ts';

/**
 * The grounds a card or a section stands on, each with the text colour that reads on it: `Card`'s
 * tones and a section's background are the same four pairs. Read while the styles are built only.
 */
export const surfaces = {
  white: { background: vars.color.white, color: vars.color.text },
  beige: { background: vars.color.beige, color: vars.color.text },
  pink: { background: vars.color.pink, color: vars.color.text },
  green: { background: vars.color.green, color: vars.color.textInverse },
};
