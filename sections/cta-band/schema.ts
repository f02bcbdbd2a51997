import * as v from 'valibot';
import { optionalText, requiredField } from '#src/lib/sectionKit/contentFields.ts';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';

const text = optionalText();

/** The `content` of a `cta-band` section (docs/cms-contract.md). */
export const ctaBandContent = v.looseObject({
  headline: text,
  subheadline: text,
  cta: requiredField(
    'The call to action (cta) is required.',
    v.looseObject(
      {
        content: v.nullish(v.looseObject({ buttons: ctaButtonsSchema }), {
          buttons: [],
        }),
      },
      'The call to action (cta) is required.',
    ),
  ),
});

export type CtaBandContent = v.InferOutput<typeof ctaBandContent>;
