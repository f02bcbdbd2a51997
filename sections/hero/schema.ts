import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';

const text = optionalText();

/** The `content` of a `hero` section (docs/cms-contract.md). */
export const heroContent = v.looseObject({
  headline: requiredText('The headline is required.'),
  subheadline: text,
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The image URL; blank means no image. */
  image: text,
  buttons: ctaButtonsSchema,
  /** The e-mail list of the opt-in layout. */
  listId: v.pipe(
    v.nullish(v.union([v.string(), v.number()])),
    v.transform((value) => value ?? undefined),
  ),
  /** The tag(s) the opt-in layout adds to a sign-up, comma separated. */
  ac_tag: text,
});

export const heroLayouts = ['default', 'opt-in'] as const;
export type HeroLayout = (typeof heroLayouts)[number];
export type HeroContent = v.InferOutput<typeof heroContent>;
