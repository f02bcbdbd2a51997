import * as v from 'valibot';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The `content` of a `design-hero` section (docs/cms-contract.md). */
export const designHeroContent = v.looseObject({
  headline: v.pipe(
    v.nullish(v.string('The headline is required.'), ''),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The image URL; blank means no image. */
  image: text,
  /** The YouTube url of the video that opens in a dialog; blank means no video button. */
  url: text,
});

export type DesignHeroContent = v.InferOutput<typeof designHeroContent>;
