import * as v from 'valibot';

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

const card = v.looseObject({
  headline: v.pipe(
    v.nullish(v.string('Each card needs a headline.'), ''),
    v.trim(),
    v.nonEmpty('Each card needs a headline.'),
  ),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The card's picture; blank means none. */
  image: text,
});

/** The `content` of a `description-cards` section (docs/cms-contract.md). */
export const descriptionCardsContent = v.looseObject({
  headline: text,
  cards: v.pipe(
    v.nullish(v.array(card, 'The cards must be a list.'), []),
    v.minLength(1, 'Add at least one card.'),
  ),
});

export type DescriptionCardsContent = v.InferOutput<typeof descriptionCardsContent>;
