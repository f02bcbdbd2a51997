import * as v from 'valibot';

/** Text the CMS may leave out or send as null; both read as "not given". */
const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

const optionalId = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((value) => value ?? undefined),
);

/** CMS booleans arrive as true/false, 1/0 or '1'/'true'. */
const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/**
 * A call-to-action button as the CMS sends it (docs/cms-contract.md, "Call-to-action button"), read into
 * the shape `CtaButton` takes. Blank text is kept here: `CtaButton` decides not to show it.
 */
export const ctaButtonSchema = v.looseObject({
  id: optionalId,
  buttonText: v.nullish(v.string(), ''),
  link: optionalText,
  fontColor: optionalText,
  borderColor: optionalText,
  backgroundColor: optionalText,
  isOptInForm: flag,
  optInFormTag: optionalText,
  listId: optionalId,
});

/** A section's list of call-to-action buttons; a missing or null list reads as none. */
export const ctaButtonsSchema = v.nullish(v.array(ctaButtonSchema), []);

export type CtaButtonContent = v.InferOutput<typeof ctaButtonSchema>;
