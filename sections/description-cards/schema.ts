import * as v from 'valibot';
import { nonEmptyList, optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

const text = optionalText();

const card = v.looseObject({
  headline: requiredText('Each card needs a headline.'),
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The card's picture; blank means none. */
  image: text,
});

/** The `content` of a `description-cards` section (docs/cms-contract.md). */
export const descriptionCardsContent = v.looseObject({
  headline: text,
  cards: nonEmptyList(card, 'The cards must be a list.', 'Add at least one card.'),
});

export type DescriptionCardsContent = v.InferOutput<typeof descriptionCardsContent>;
