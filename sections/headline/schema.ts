import * as v from 'valibot';
import { requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** The `content` of a `headline` section (docs/cms-contract.md). */
export const headlineContent = v.looseObject({
  headline: requiredText('The headline is required.'),
  subheadline: v.pipe(v.nullish(v.string(), ''), v.trim()),
});

export type HeadlineContent = v.InferOutput<typeof headlineContent>;
