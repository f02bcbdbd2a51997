import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { buttonAsLink } from '#src/ui/components/Link/buttonAsLink.ts';
import { errorPanel } from '#src/ui/theme/formParts.ts';

export const formError = style(errorPanel(vars.space.small, vars.radius.small));

/** The switch between sign-up and log-in: a text button that reads as a link. */
export const switchButton = style({ ...buttonAsLink, color: 'inherit' });
