import * as v from 'valibot';
import { gardenSchema as garden } from '#src/features/gardens/garden.ts';
import { gardenSources } from '#src/features/gardens/submitted.ts';
import { optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** How many submitted gardens the gallery shows (three rows of the widest grid). */
export const galleryGardenCount = 9;

/**
 * The `content` of a `garden-gallery` section (docs/cms-contract.md). With `source: "submitted"` the
 * pictures are the newest gardens people shared (`GET /gardens`) and `gardens` may be left empty.
 */
export const gardenGalleryContent = v.pipe(
  v.looseObject({
    headline: text,
    source: v.nullish(v.picklist(gardenSources, 'The source must be "cms" or "submitted".'), 'cms'),
    gardens: v.nullish(v.array(garden, 'The gardens must be a list.'), []),
  }),
  v.forward(
    v.check(
      (content) => content.source === 'submitted' || content.gardens.length > 0,
      'Add at least one garden.',
    ),
    ['gardens'],
  ),
);

export const gardenGalleryLayouts = ['default', 'row'] as const;
export type GardenGalleryLayout = (typeof gardenGalleryLayouts)[number];
export type GardenGalleryContent = v.InferOutput<typeof gardenGalleryContent>;
export type { Garden } from '#src/features/gardens/garden.ts';
