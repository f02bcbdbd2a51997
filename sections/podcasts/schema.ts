import * as v from 'valibot';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** The `content` of a `podcasts` section (docs/cms-contract.md): a headline over every episode. */
export const podcastsContent = v.looseObject({
  headline: requiredText('The headline is required.', 'The headline must be text.'),
});

export type PodcastsContent = v.InferOutput<typeof podcastsContent>;

/** The list section asks for every episode at once (docs/spec/features.md: per_page 500). */
export const podcastsPerPage = 500;
