import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '#src/theme/media.ts';
import { vars } from '#src/theme/theme.css.ts';

/** Text tones of the hero: `inverse` on the green background. */
export const heroTones = ['default', 'inverse'] as const;

/** Text beside the image from tablet width up; text over image on a phone. */
export const heroGrid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xlarge,
    alignItems: 'center',
  },
  variants: {
    withImage: {
      true: {
        '@media': {
          [media.up('md')]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: vars.space.xxlarge,
          },
        },
      },
      false: { maxWidth: vars.size.readingWidth, marginInline: 'auto', textAlign: 'center' },
    },
  },
  defaultVariants: { withImage: true },
});

export const heroImage = style({
  width: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

const bodyBase = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [media.up('md')]: { fontSize: vars.fontSize.lg } },
});
const defaultTone = style({ color: vars.color.text });
const inverseTone = style({ color: vars.color.textInverse });

/** The hero's short rich text (HTML from the CMS). */
export const heroBody = recipe({
  base: bodyBase,
  variants: { tone: { default: defaultTone, inverse: inverseTone } },
  defaultVariants: { tone: 'default' },
});

globalStyle(`${bodyBase} > * + *`, { marginTop: vars.space.small });
globalStyle(`:where(${bodyBase}) :where(p, ul, ol)`, { marginBlock: 0 });
globalStyle(`${bodyBase} :is(ul, ol)`, { paddingLeft: vars.space.large, textAlign: 'left' });
globalStyle(`${bodyBase} a`, { textDecoration: 'underline', textUnderlineOffset: '0.15em' });
globalStyle(`${defaultTone} a`, { color: vars.color.green });
globalStyle(`${inverseTone} a`, { color: vars.color.textInverse });
