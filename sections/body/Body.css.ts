import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** Text tones of the rich text: `inverse` on the green background. */
export const bodyTones = ['default', 'inverse'] as const;

const proseBase = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [media.up('md')]: { fontSize: vars.fontSize.lg } },
});

const defaultTone = style({ color: vars.color.text });
const inverseTone = style({ color: vars.color.textInverse });

/** Rich text from the CMS: the elements the sanitizer lets through, styled from the theme. */
export const prose = recipe({
  base: proseBase,
  variants: {
    tone: { default: defaultTone, inverse: inverseTone },
  },
  defaultVariants: { tone: 'default' },
});

globalStyle(`${proseBase} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${proseBase} > :is(h2, h3, h4) + *`, { marginTop: vars.space.small });
globalStyle(`${proseBase} > * + :is(h2, h3, h4)`, { marginTop: vars.space.xlarge });
// Zero specificity: the rhythm rules above set the space between blocks.
globalStyle(`:where(${proseBase}) :where(p, ul, ol, blockquote, figure)`, { marginBlock: 0 });
globalStyle(`${proseBase} :is(h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${proseBase} h2`, {
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.up('md')]: { fontSize: vars.fontSize['3xl'] } },
});
globalStyle(`${proseBase} h3`, {
  fontSize: vars.fontSize.xl,
  '@media': { [media.up('md')]: { fontSize: vars.fontSize['2xl'] } },
});
globalStyle(`${proseBase} h4`, { fontSize: vars.fontSize.lg });
globalStyle(`${proseBase} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${proseBase} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${proseBase} blockquote`, {
  borderLeft: `${vars.space.xxsmall} solid currentColor`,
  paddingLeft: vars.space.medium,
  fontStyle: 'italic',
});
globalStyle(`${proseBase} img`, { height: 'auto', borderRadius: vars.radius.medium });
// Targets of in-page links stop below the sticky site header instead of under it.
globalStyle(`${proseBase} [id]`, { scrollMarginTop: vars.space.xxxlarge });
globalStyle(`${proseBase} a`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${defaultTone} a`, { color: vars.color.green });
globalStyle(`${defaultTone} a:hover`, { color: vars.color.greenDark });
globalStyle(`${inverseTone} a`, { color: vars.color.textInverse });
globalStyle(`${inverseTone} a:hover`, { textDecorationThickness: '0.15em' });
