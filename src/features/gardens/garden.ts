import * as v from 'valibot';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The CMS sends the coach flag as true/false, 1/0 or "1"/"0": any of them counts. */
const coachFlag = v.pipe(
  v.nullish(v.unknown()),
  v.transform((value) => Boolean(value) && value !== '0' && value !== 'false'),
);

/** The gardener credited for a garden; a coach gets a link to their designer profile. */
export const gardenerSchema = v.looseObject({
  id: v.nullish(v.union([v.number(), v.pipe(v.string(), v.trim())]), null),
  first_name: text,
  last_name: text,
  coach: coachFlag,
});

/** A garden picture of the garden sections (`gardens[]` in docs/cms-contract.md). */
export const gardenSchema = v.looseObject({
  image: v.pipe(
    v.nullish(v.string('Each garden needs an image.'), ''),
    v.trim(),
    v.nonEmpty('Each garden needs an image.'),
  ),
  user: v.nullish(gardenerSchema, null),
});

export type Garden = v.InferOutput<typeof gardenSchema>;

/** "First Last" of the garden's gardener, or '' when unnamed. */
export function gardenerName(garden: Garden): string {
  return [garden.user?.first_name, garden.user?.last_name].filter(Boolean).join(' ');
}

/** A coach user's garden links to their designer profile (spec: /designers/{id}); others do not. */
export function designerHref(garden: Garden): string | null {
  const user = garden.user;
  if (!user?.coach || user.id === null || user.id === '') return null;
  return `/designers/${encodeURIComponent(String(user.id))}`;
}
