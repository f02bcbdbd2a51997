import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

/** A CMS switch: true, 1 or '1'/'true' turn it on; anything else (or nothing) leaves it off. */
const flag = v.pipe(
  v.nullish(v.unknown(), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** The `content` of a `block-quote` section (docs/cms-contract.md). */
export const blockQuoteContent = v.looseObject({
  /** The quotation itself, as plain text. */
  quote: requiredText('The quote is required.', 'The quote must be text.'),
  /** Who said it (the attribution), shown under the quote. */
  subtext: text,
  /** An image URL shown with the quote; blank means none. */
  image: text,
  /** The quoted person's picture URL; blank means none. */
  avatar: text,
  /** Adds a 'Tweet this' link that shares the quote and the page. */
  showTweetThis: flag,
});

export type BlockQuoteContent = v.InferOutput<typeof blockQuoteContent>;
