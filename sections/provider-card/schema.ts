import * as v from 'valibot';
import { requiredField } from '#src/lib/sectionKit/contentFields.ts';

const providersMessage = 'Choose at least one business.';

/** A business id as the CMS may send it: a number, numeric text, or an object with an `id`. */
const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const providerId = v.union(
  [
    positive,
    v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1)),
    v.pipe(
      v.looseObject({ id: positive }),
      v.transform((provider) => provider.id),
    ),
  ],
  'Each business must be a provider id.',
);

/** The `content` of a `provider-card` section (docs/cms-contract.md). */
export const providerCardContent = v.looseObject({
  /** The businesses (provider ids) to show, in this order; repeats dropped. */
  providers: requiredField(
    providersMessage,
    v.pipe(
      v.array(providerId, 'The providers must be a list of provider ids.'),
      v.transform((ids) => [...new Set(ids)]),
      v.minLength(1, providersMessage),
    ),
  ),
});

export type ProviderCardContent = v.InferOutput<typeof providerCardContent>;
