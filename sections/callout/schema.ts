import * as v from 'valibot';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The `content` of a `callout` section (docs/cms-contract.md). */
export const calloutContent = v.looseObject({
  headline: requiredText('The headline is required.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The image URL; blank means no image (the text then takes the whole box). */
  image: text,
  buttons: ctaButtonsSchema,
});

export type CalloutContent = v.InferOutput<typeof calloutContent>;
