import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/theme/theme.css.ts';

/** Text tones of the accordion: `inverse` on the green background. */
export const faqTones = ['default', 'inverse'] as const;

const defaultTone = style({});
const inverseTone = style({});

export const faqList = recipe({
  variants: {
    tone: { default: defaultTone, inverse: inverseTone },
  },
  defaultVariants: { tone: 'default' },
});

// The accordion is drawn for light backgrounds; on green its questions, answers, borders and
// chevrons switch to the inverse colours so they keep their contrast.
globalStyle(`div${inverseTone}, ${inverseTone} > div`, { borderColor: vars.color.greenLight });
globalStyle(`${inverseTone} button`, { color: vars.color.textInverse });
globalStyle(`${inverseTone} button:hover`, { color: vars.color.greenLight });
globalStyle(`${inverseTone} button svg`, { color: vars.color.textInverse });
globalStyle(`${inverseTone} [role="region"]`, { color: vars.color.textInverse });

/** The answer: rich text from the CMS. */
export const answer = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

globalStyle(`${answer} > * + *`, { marginTop: vars.space.small });
globalStyle(`:where(${answer}) :where(p, ul, ol)`, { marginBlock: 0 });
globalStyle(`${answer} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${answer} a`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${defaultTone} ${answer} a`, { color: vars.color.green });
globalStyle(`${inverseTone} ${answer} a`, { color: vars.color.textInverse });
