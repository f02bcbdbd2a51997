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

/** The `content` of a `hero` section (spec/sections.md). */
export const heroContent = v.looseObject({
  headline: v.pipe(
    v.string('The headline is required.'),
    v.trim(),
    v.nonEmpty('The headline is required.'),
  ),
  subheadline: text,
  /** Rich text as HTML from the CMS; sanitized before it is shown. */
  body: text,
  /** The image URL; blank means no image. */
  image: text,
  buttons: v.nullish(v.array(ctaButton), []),
  /** The e-mail list of the opt-in layout. */
  listId: v.pipe(
    v.nullish(v.union([v.string(), v.number()])),
    v.transform((value) => value ?? undefined),
  ),
  /** The tag(s) the opt-in layout adds to a sign-up, comma separated. */
  ac_tag: text,
});

export const heroLayouts = ['default', 'opt-in'] as const;
export type HeroLayout = (typeof heroLayouts)[number];
export type HeroContent = v.InferOutput<typeof heroContent>;
