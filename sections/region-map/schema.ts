import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

/**
 * The `content` of a `region-map` section (docs/cms-contract.md): a heading and an introduction
 * above a map of the US regions by state. Extra fields are allowed (`looseObject`): the CMS sends
 * more than a section reads (`time_reveal`, for one).
 */
export const regionMapContent = v.looseObject({
  /** Required: missing, blank or not text is reported as `content.headline: The headline is required.` */
  headline: requiredText('The headline is required.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: optionalText('The body must be text.'),
});

export type RegionMapContent = v.InferOutput<typeof regionMapContent>;
