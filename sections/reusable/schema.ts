import * as v from 'valibot';
import type { PageSectionWire } from '#src/lib/api/types.ts';

/**
 * One sub-section, in the shape of a page's sections. Only its `type` is checked here: its content
 * and options are parsed by its own section module when it renders.
 */
const subSection = v.looseObject({
  id: v.nullish(v.number()),
  type: v.pipe(
    // Optional at the object level only so that a missing type gets the same message as a blank one.
    v.optional(v.string('Each sub-section needs a type.'), ''),
    v.trim(),
    v.nonEmpty('Each sub-section needs a type.'),
  ),
  content: v.pipe(
    v.nullish(v.record(v.string(), v.unknown()), {}),
    v.transform((content) => content as PageSectionWire['content']),
  ),
  options: v.pipe(
    v.nullish(v.record(v.string(), v.unknown()), null),
    v.transform((options) => options as PageSectionWire['options']),
  ),
});

/** The `content` of a `reusable` section (docs/cms-contract.md): sections of the page shape, reused. */
export const reusableContent = v.looseObject({
  sections: v.nullish(v.array(subSection, 'The sections must be a list.'), []),
});

export type ReusableSubSection = v.InferOutput<typeof subSection>;
export type ReusableContent = v.InferOutput<typeof reusableContent>;
