import * as v from 'valibot';
import { headlineAndBody, optionalText } from '#src/lib/sectionKit/contentFields.ts';
import { ctaButtonsSchema } from '#src/ui/components/CtaButton/ctaButtonSchema.ts';

const text = optionalText();

/** The `content` of a `callout` section (docs/cms-contract.md). */
export const calloutContent = v.looseObject({
  ...headlineAndBody,
  /** The image URL; blank means no image (the text then takes the whole box). */
  image: text,
  buttons: ctaButtonsSchema,
});

export type CalloutContent = v.InferOutput<typeof calloutContent>;
