import * as v from 'valibot';
import { headlineAndBody, optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** The `content` of a `design-hero` section (docs/cms-contract.md). */
export const designHeroContent = v.looseObject({
  ...headlineAndBody,
  /** The image URL; blank means no image. */
  image: text,
  /** The YouTube url of the video that opens in a dialog; blank means no video button. */
  url: text,
});

export type DesignHeroContent = v.InferOutput<typeof designHeroContent>;
