import * as v from 'valibot';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';
import { nonEmptyList, optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** One step: a short headline and optional rich text under it. */
export const stepContent = v.looseObject({
  headline: v.pipe(
    v.string('Each step needs a headline.'),
    v.trim(),
    v.nonEmpty('Each step needs a headline.'),
  ),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
});

/** The `content` of a `steps` section (docs/cms-contract.md). */
export const stepsContent = v.looseObject({
  headline: text,
  steps: nonEmptyList(stepContent, 'The steps must be a list.', 'At least one step is required.'),
  buttons: ctaButtonsSchema,
});

export type StepContent = v.InferOutput<typeof stepContent>;
export type StepsContent = v.InferOutput<typeof stepsContent>;
