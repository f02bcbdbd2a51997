import * as v from 'valibot';
import { optionalText, requiredText } from '#src/lib/sectionKit/contentFields.ts';

export const defaultThankYouMessage =
  'Thank you! A Trellis garden designer will read about your space and get in touch within two business days.';

const idText = (message: string) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => String(value).trim()),
  );

/**
 * The `content` of a `designer-inquiry` section (docs/cms-contract.md): the form's heading, the list
 * and tag the inquirer is signed up with, the mail template of the notification, and the thanks.
 */
export const designerInquiryContent = v.looseObject({
  headline: requiredText('The headline is required.'),
  listId: idText('The list id must be text or a number.'),
  ac_tag: optionalText('The tag (ac_tag) must be text.'),
  template_id: idText('The mail template id must be text or a number.'),
  /** Shown in place of the form after sending; a sensible default when blank. */
  thankYouMessage: v.pipe(
    optionalText('The thank-you message must be text.'),
    v.transform((message) => message || defaultThankYouMessage),
  ),
});

export type DesignerInquiryContent = v.InferOutput<typeof designerInquiryContent>;
