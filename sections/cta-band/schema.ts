import * as v from 'valibot';

const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

/** CMS booleans arrive as true/false, 1/0 or '1'/'true'. */
const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.number(), v.string()]), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A call-to-action button (spec/sections.md, "Call-to-action button"). */
export const ctaButton = v.looseObject({
  id: v.pipe(
    v.nullish(v.union([v.string(), v.number()])),
    v.transform((value) => value ?? undefined),
  ),
  buttonText: v.nullish(v.string(), ''),
  link: optionalText,
  fontColor: optionalText,
  borderColor: optionalText,
  backgroundColor: optionalText,
  isOptInForm: flag,
  optInFormTag: optionalText,
  listId: v.pipe(
    v.nullish(v.union([v.string(), v.number()])),
    v.transform((value) => value ?? undefined),
  ),
});

const text = v.pipe(v.nullish(v.string(), ''), v.trim());

/** The `content` of a `cta-band` section (spec/sections.md). */
export const ctaBandContent = v.looseObject({
  headline: text,
  subheadline: text,
  cta: v.looseObject(
    {
      content: v.nullish(v.looseObject({ buttons: v.nullish(v.array(ctaButton), []) }), {
        buttons: [],
      }),
    },
    'The call to action (cta) is required.',
  ),
});

export type CtaBandContent = v.InferOutput<typeof ctaBandContent>;
