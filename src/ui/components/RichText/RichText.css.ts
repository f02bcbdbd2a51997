import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/ui/theme/media.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/** `inverse` is for the green background: white text and links. */
export const richTextTones = ['default', 'inverse'] as const;
export type RichTextTone = (typeof richTextTones)[number];

/** `md`: body-size text (answers, notes); `lg`: reading text, one step larger from tablet width up. */
export const richTextSizes = ['md', 'lg'] as const;
export type RichTextSize = (typeof richTextSizes)[number];

/** The space between blocks (paragraphs, lists, quotes); larger text gets more air. */
const blockGap = createVar();

const base = style({
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

// The default tone takes the colour of its surroundings (the section frame, an accordion answer):
// only the links get their own colour.
const defaultTone = style({});
const inverseTone = style({ color: vars.color.textInverse });

/** Rich text from the CMS: the elements the sanitizer lets through, styled from the theme. */
export const richText = recipe({
  base,
  variants: {
    tone: { default: defaultTone, inverse: inverseTone },
    size: {
      md: { fontSize: vars.fontSize.md, vars: { [blockGap]: vars.space.small } },
      lg: {
        fontSize: vars.fontSize.md,
        vars: { [blockGap]: vars.space.medium },
        '@media': { [media.up('md')]: { fontSize: vars.fontSize.lg } },
      },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

globalStyle(`${base} > * + *`, { marginTop: blockGap });
globalStyle(`${base} > :is(h2, h3, h4) + *`, { marginTop: vars.space.small });
globalStyle(`${base} > * + :is(h2, h3, h4)`, { marginTop: vars.space.xlarge });
// Zero specificity: the rhythm rules above set the space between blocks.
globalStyle(`:where(${base}) :where(p, ul, ol, blockquote, figure)`, { marginBlock: 0 });
globalStyle(`${base} :is(h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${base} h2`, {
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.up('md')]: { fontSize: vars.fontSize['3xl'] } },
});
globalStyle(`${base} h3`, {
  fontSize: vars.fontSize.xl,
  '@media': { [media.up('md')]: { fontSize: vars.fontSize['2xl'] } },
});
globalStyle(`${base} h4`, { fontSize: vars.fontSize.lg });
// Lists keep their items aligned to the start even where the text around them is centred (a hero
// without an image).
globalStyle(`${base} :is(ul, ol)`, { paddingLeft: vars.space.large, textAlign: 'start' });
globalStyle(`${base} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${base} blockquote`, {
  borderLeft: `${vars.space.xxsmall} solid currentColor`,
  paddingLeft: vars.space.medium,
  fontStyle: 'italic',
});
globalStyle(`${base} img`, { height: 'auto', borderRadius: vars.radius.medium });
globalStyle(`${base} a`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${defaultTone} a`, { color: vars.color.green });
globalStyle(`${defaultTone} a:hover`, { color: vars.color.greenDark });
globalStyle(`${inverseTone} a`, { color: vars.color.textInverse });
globalStyle(`${inverseTone} a:hover`, { textDecorationThickness: '0.15em' });
