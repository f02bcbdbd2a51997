import * as v from 'valibot';
import { requiredField } from '#src/lib/sectionKit/contentFields.ts';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';

/** The `content` of a `body` section (docs/cms-contract.md). */
export const bodyContent = v.looseObject({
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: requiredField('The body text is required.', v.string('The body text is required.')),
  buttons: ctaButtonsSchema,
});

export type BodyContent = v.InferOutput<typeof bodyContent>;
