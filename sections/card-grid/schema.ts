import * as v from 'valibot';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';
import { optionalText } from '#src/lib/sectionKit/contentFields.ts';

export const cardGridTypes = ['Feed', 'Custom'] as const;
export const cardTypes = ['coach', 'provider', 'post'] as const;
export type CardType = (typeof cardTypes)[number];

/** A list of ids as the CMS sends it: numbers, numeric text, or related records `{ id }`. */
const ids = v.pipe(
  v.nullish(v.array(v.unknown(), 'The ids must be a list.'), []),
  v.transform((items) =>
    items.flatMap((item) => {
      const value = item && typeof item === 'object' ? (item as { id?: unknown }).id : item;
      const id = typeof value === 'string' ? Number(value.trim()) : value;
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
    }),
  ),
);

/** The `content` of a `card-grid` section (docs/cms-contract.md). */
export const cardGridContent = v.looseObject({
  headline: optionalText('The headline must be text.'),
  /** `Feed`: filters, search and 'Load more'; `Custom`: the hand-picked cards. Feed when absent. */
  type: v.nullish(v.picklist(cardGridTypes, 'The type must be "Feed" or "Custom".'), 'Feed'),
  cardType: v.pipe(
    v.nullish(v.picklist(cardTypes, 'The card type must be "coach", "provider" or "post".'), null),
    v.check((value) => value !== null, 'The card type must be "coach", "provider" or "post".'),
    v.transform((value) => value as CardType),
  ),
  /** Cards a page (Feed); 0 or absent means the default. */
  numberOfCards: v.pipe(
    v.nullish(v.union([v.number(), v.string()]), 0),
    v.transform((value) => {
      const count = typeof value === 'string' ? Number(value) : value;
      return Number.isInteger(count) && count > 0 ? Math.min(count, 60) : 0;
    }),
  ),
  coaches: ids,
  providers: ids,
  posts: ids,
  /** Call-to-action buttons below the grid. */
  cta: v.nullish(
    v.looseObject({
      content: v.nullish(v.looseObject({ buttons: ctaButtonsSchema }), { buttons: [] }),
    }),
    { content: { buttons: [] } },
  ),
});

export type CardGridContent = v.InferOutput<typeof cardGridContent>;
