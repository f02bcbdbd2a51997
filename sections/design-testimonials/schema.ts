import * as v from 'valibot';
import { nonEmptyList, optionalText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** A CMS switch: true, 1 or '1'/'true' turn it on; anything else (or nothing) leaves it off. */
const flag = v.pipe(
  v.nullish(v.unknown(), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A user id as the CMS sends it (a number or a numeric string); anything else means none. */
const userId = v.pipe(
  v.nullish(v.unknown(), null),
  v.transform((value) => {
    const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  }),
);

/** One design of the carousel: its three pictures, the designer and what the customer said. */
export const designTestimonial = v.looseObject({
  /** The garden before: an image URL. */
  before: text,
  /** The design plan: an image URL. */
  design: text,
  /** The garden after: an image URL. */
  after: text,
  /** The designer's (coach's) user id; their name is looked up and links to their profile. */
  coach: userId,
  quote: text,
  /** Shows the quote as a quotation (a blockquote) rather than as a plain paragraph. */
  isQuote: flag,
  /** Who said it. */
  citation: text,
});

/** The `content` of a `design-testimonials` section (docs/cms-contract.md). */
export const designTestimonialsContent = v.looseObject({
  headline: text,
  designs: nonEmptyList(
    designTestimonial,
    'The designs must be a list.',
    'At least one design is required.',
  ),
});

export type DesignTestimonial = v.InferOutput<typeof designTestimonial>;
export type DesignTestimonialsContent = v.InferOutput<typeof designTestimonialsContent>;

/** One answer of the names lookup (GET /users?ids=…): public fields only. */
export const userName = v.looseObject({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
});
export const userNamesResponse = v.object({ data: v.array(userName) });
export type UserName = v.InferOutput<typeof userName>;
