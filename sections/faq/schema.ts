import * as v from 'valibot';
import { requiredField } from '#src/lib/sectionKit/contentFields.ts';

const faqItem = v.looseObject({
  headline: v.pipe(
    v.string('Each question needs a headline.'),
    v.trim(),
    v.nonEmpty('Each question needs a headline.'),
  ),
  /** The answer, as HTML from the CMS (sanitized before it is shown). */
  body: v.pipe(v.nullish(v.string(), ''), v.trim()),
});

/** The `content` of a `faq` section (docs/cms-contract.md). */
export const faqContent = v.looseObject({
  headline: v.pipe(v.nullish(v.string(), ''), v.trim()),
  faqs: requiredField(
    'The list of questions (faqs) is required.',
    v.pipe(
      v.array(faqItem, 'The list of questions (faqs) is required.'),
      v.minLength(1, 'The FAQ needs at least one question.'),
    ),
  ),
});

export type FaqContent = v.InferOutput<typeof faqContent>;
export type FaqItem = v.InferOutput<typeof faqItem>;
