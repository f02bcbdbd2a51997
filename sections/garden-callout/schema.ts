import * as v from 'valibot';
import { gardenSchema as garden } from '#src/features/gardens/garden.ts';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The `content` of a `garden-callout` section (docs/cms-contract.md). */
export const gardenCalloutContent = v.looseObject({
  headline: v.pipe(
    v.nullish(v.string('The headline is required.'), ''),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  gardens: v.nullish(v.array(garden, 'The gardens must be a list.'), []),
});

export type GardenCalloutContent = v.InferOutput<typeof gardenCalloutContent>;
export type { Garden } from '#src/features/gardens/garden.ts';
