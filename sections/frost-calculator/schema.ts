import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** The `content` of a `frost-calculator` section (docs/cms-contract.md): a headline and an intro. */
export const frostCalculatorContent = v.looseObject({
  headline: requiredText('The headline is required.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: optionalText('The body must be text.'),
});

export type FrostCalculatorContent = v.InferOutput<typeof frostCalculatorContent>;
