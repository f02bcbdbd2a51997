import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

/** How the form is set off: on a patterned panel in a white card (`image`), or on the band itself. */
export const optInFormStyles = ['image', 'plain'] as const;
export type OptInFormStyle = (typeof optInFormStyles)[number];

/** A list id as the CMS sends it: text or a number; blank when absent. */
const listId = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => String(value).trim()),
  );

/** A yes/no the CMS may send as a boolean, 0/1 or "true"/"false". */
const flag = v.pipe(
  v.nullish(v.union([v.boolean(), v.picklist([0, 1, '0', '1', 'true', 'false', ''])]), false),
  v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/**
 * The `content` of an `opt-in-form` section (docs/cms-contract.md): an e-mail sign-up with its list
 * and tag, an optional add-on list, and where to go after signing up.
 */
export const optInFormContent = v.looseObject({
  heading: requiredText('The heading is required.'),
  subheading: optionalText('The subheading must be text.'),
  /** The mailing-list tag(s), comma-separated. */
  ac_tag: optionalText('The tag (ac_tag) must be text.'),
  listId: listId('The list id must be text or a number.'),
  /** Where to go after a successful sign-up; blank stays on the page. */
  redirect_url: optionalText('The redirect url must be text.'),
  /** A second list to sign up to as well: with a description it is a checkbox, otherwise it always applies. */
  addOptin: flag,
  addOptin_description: optionalText('The add-on description must be text.'),
  addOptin_listId: listId('The add-on list id must be text or a number.'),
  addOptin_ac_tag: optionalText('The add-on tag must be text.'),
  /** `default` (the CMS's own default) shows as `image`; anything unknown too. */
  background: v.pipe(
    v.nullish(v.string(), 'image'),
    v.transform((value): OptInFormStyle => (value.trim() === 'plain' ? 'plain' : 'image')),
  ),
});

export type OptInFormContent = v.InferOutput<typeof optInFormContent>;
