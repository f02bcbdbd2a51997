import * as v from 'valibot';

/** The `content` of a `headline` section (docs/cms-contract.md). */
export const headlineContent = v.looseObject({
  headline: v.pipe(
    v.string('The headline is required.'),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
  subheadline: v.pipe(v.nullish(v.string(), ''), v.trim()),
});

export type HeadlineContent = v.InferOutput<typeof headlineContent>;
