import * as v from 'valibot';

/** At most this many episodes show: the pinned ones first, then the newest (docs/spec/features.md). */
export const latestPodcastsLimit = 3;

const pinnedIdMessage = 'Each pinned podcast must be an episode id.';

/** An episode id as the CMS may send it: a number, a numeric string, or an object with an `id`. */
const pinnedId = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)),
    v.pipe(
      v.looseObject({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
      v.transform((podcast) => podcast.id),
    ),
  ],
  pinnedIdMessage,
);

/** The `content` of a `latest-podcasts` section (docs/cms-contract.md). */
export const latestPodcastsContent = v.looseObject({
  // Missing or null reads as blank, so every way of leaving it out gets the same clear message.
  headline: v.pipe(
    v.nullish(v.string('The headline must be text.'), ''),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
  /** Pinned episode ids, shown first in this order; repeats dropped, only the first three count. */
  podcasts: v.pipe(
    v.nullish(v.array(pinnedId, 'The pinned podcasts must be a list of episode ids.'), []),
    v.transform((ids) => [...new Set(ids)].slice(0, latestPodcastsLimit)),
  ),
});

export type LatestPodcastsContent = v.InferOutput<typeof latestPodcastsContent>;
