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

/** The `content` of a `garden-callout` section (spec/sections.md). */
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
export type Garden = GardenCalloutContent['gardens'][number];
