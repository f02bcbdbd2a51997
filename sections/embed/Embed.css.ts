import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

const hairline = `calc(${vars.space.xxsmall} / 4)`;

export const embed = style({ minWidth: 0 });

// Embedded frames (maps, forms, calendars) fit the column on a phone.
globalStyle(`${embed} iframe`, {
  display: 'block',
  maxWidth: '100%',
  border: 0,
  borderRadius: vars.radius.medium,
});

/** The box a table scrolls sideways in when it is wider than the column (Embed.tsx). */
export const tableScroll = style({ overflowX: 'auto' });

globalStyle(`${embed} table`, {
  width: '100%',
  borderCollapse: 'collapse',
});

globalStyle(`${embed} th, ${embed} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${hairline} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${embed} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.xsmall,
});

export const loaderBox = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.large,
});
