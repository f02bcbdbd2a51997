import * as v from 'valibot';

/** The `content` of an `at-a-glance` section (docs/cms-contract.md): a title and a few lines of rich text. */
export const atAGlanceContent = v.looseObject({
  // Optional at the object level only so that a missing title gets the same clear message as a blank one.
  title: v.pipe(
    v.optional(v.string('The title is required.'), ''),
    v.trim(),
    v.nonEmpty('The title is required.'),
  ),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: v.pipe(v.nullish(v.string(), ''), v.trim()),
});

export type AtAGlanceContent = v.InferOutput<typeof atAGlanceContent>;
