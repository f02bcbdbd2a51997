import * as v from 'valibot';

/** The `content` of an `embed` section (docs/cms-contract.md): custom HTML from the CMS. */
export const embedContent = v.looseObject({
  /** Sanitized before it is shown: no script ever runs; iframes are kept, always sandboxed. */
  html: v.pipe(
    // Optional at the object level only so that missing HTML gets the same message as blank HTML.
    v.optional(v.string('The HTML is required.'), ''),
    v.trim(),
    v.nonEmpty('The HTML is required.'),
  ),
});

export type EmbedContent = v.InferOutput<typeof embedContent>;
