import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { errorPanel } from '#src/ui/theme/formParts.ts';

export const authPanel = style({
  width: '100%',
  maxWidth: '28rem',
  margin: `0 auto ${vars.space.xxlarge}`,
  padding: vars.space.xlarge,
  background: vars.color.white,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const formError = style(errorPanel(vars.space.small, vars.radius.small));
