import * as v from 'valibot';
import { gardenSchema as garden } from '#src/features/gardens/garden.ts';
import { headlineAndBody } from '#src/lib/sectionKit/contentFields.ts';

/** The `content` of a `garden-callout` section (docs/cms-contract.md). */
export const gardenCalloutContent = v.looseObject({
  ...headlineAndBody,
  gardens: v.nullish(v.array(garden, 'The gardens must be a list.'), []),
});

export type GardenCalloutContent = v.InferOutput<typeof gardenCalloutContent>;
export type { Garden } from '#src/features/gardens/garden.ts';
