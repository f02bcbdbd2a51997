import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** One step of the landing's "how it works" list: a short headline and optional rich text. */
export const gardenDesignStep = v.looseObject({
  headline: requiredText('Each step needs a headline.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: optionalText('A step’s body must be text.'),
});

/**
 * The `content` of a `garden-design` section (docs/cms-contract.md): the garden-design landing. Its
 * price cards are the `garden-design` products (`GET /products`), not content.
 */
export const gardenDesignContent = v.looseObject({
  headline: optionalText('The headline must be text.'),
  /** How it works, in order (the landing has three). */
  steps: v.nullish(v.array(gardenDesignStep, 'The steps must be a list.'), []),
});

export type GardenDesignStep = v.InferOutput<typeof gardenDesignStep>;
export type GardenDesignContent = v.InferOutput<typeof gardenDesignContent>;
