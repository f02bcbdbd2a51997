import * as v from 'valibot';

/** The `content` of a `podcasts` section (docs/cms-contract.md): a headline over every episode. */
export const podcastsContent = v.looseObject({
  // Missing or null reads as blank, so every way of leaving it out gets the same clear message.
  headline: v.pipe(
    v.nullish(v.string('The headline must be text.'), ''),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
});

export type PodcastsContent = v.InferOutput<typeof podcastsContent>;

/** The list section asks for every episode at once (docs/spec/features.md: per_page 500). */
export const podcastsPerPage = 500;
