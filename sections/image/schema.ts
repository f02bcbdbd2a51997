import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** Units the CMS offers for the maximum height. */
export const maxHeightUnits = ['px', '%', 'vh', 'rem', 'em'] as const;
export type MaxHeightUnit = (typeof maxHeightUnits)[number];

/** The `content` of an `image` section (docs/cms-contract.md). */
export const imageContent = v.looseObject({
  image: requiredText('The image is required.'),
  alt: text,
  caption: text,
  /** A positive number (the CMS may send it as text); anything else means no limit. */
  maxheight: v.pipe(
    v.nullish(v.union([v.number(), v.string()]), ''),
    v.transform((value) => {
      const number = typeof value === 'string' ? Number.parseFloat(value) : value;
      return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
    }),
  ),
  /** The unit of `maxheight`; an unknown unit is read as px. */
  maxheightprop: v.pipe(
    v.nullish(v.string(), 'px'),
    v.transform((value): MaxHeightUnit => {
      const unit = value.trim().toLowerCase();
      return (maxHeightUnits as readonly string[]).includes(unit) ? (unit as MaxHeightUnit) : 'px';
    }),
  ),
  /** Inline: the image sits in the reading column at its own size instead of filling the layout width. */
  inline: v.pipe(
    v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
});

export type ImageContent = v.InferOutput<typeof imageContent>;
