import * as v from 'valibot';
import { gardenSchema as garden } from '#src/gardens/garden.ts';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The `content` of a `garden-gallery` section (docs/cms-contract.md). */
export const gardenGalleryContent = v.looseObject({
  headline: text,
  gardens: v.pipe(
    v.nullish(v.array(garden, 'The gardens must be a list.'), []),
    v.minLength(1, 'Add at least one garden.'),
  ),
});

export const gardenGalleryLayouts = ['default', 'row'] as const;
export type GardenGalleryLayout = (typeof gardenGalleryLayouts)[number];
export type GardenGalleryContent = v.InferOutput<typeof gardenGalleryContent>;
export type { Garden } from '#src/gardens/garden.ts';
