import * as v from 'valibot';

export const defaultShareHeadline = 'Share This Post';

/** The `content` of a `share` section (docs/cms-contract.md). Every field is optional. */
export const shareContent = v.looseObject({
  /** The heading over the share links; 'Share This Post' when blank. */
  headline: v.pipe(
    v.nullish(v.string('The headline must be text.'), ''),
    v.trim(),
    v.transform((headline) => headline || defaultShareHeadline),
  ),
});

export type ShareContent = v.InferOutput<typeof shareContent>;
