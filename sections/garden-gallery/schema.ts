import * as v from 'valibot';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The CMS sends the coach flag as true/false, 1/0 or "1"/"0": any of them counts. */
const coachFlag = v.pipe(
  v.nullish(v.unknown()),
  v.transform((value) => Boolean(value) && value !== '0' && value !== 'false'),
);

/** The gardener credited for a garden; a coach gets a link to their designer profile. */
const gardener = v.looseObject({
  id: v.nullish(v.union([v.number(), v.pipe(v.string(), v.trim())]), null),
  first_name: text,
  last_name: text,
  coach: coachFlag,
});

const garden = v.looseObject({
  image: v.pipe(
    v.nullish(v.string('Each garden needs an image.'), ''),
    v.trim(),
    v.nonEmpty('Each garden needs an image.'),
  ),
  user: v.nullish(gardener, null),
});

/** The `content` of a `garden-gallery` section (spec/sections.md). */
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
export type Garden = GardenGalleryContent['gardens'][number];
