import { Router } from 'express';
import {
  designerInquiryImageBytes,
  designerInquiryOptions,
  designerInquiryRequired,
} from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import { HttpError, validationError, type FieldErrors } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { sniffImageType } from '../images.ts';
import { insertDesignerInquiry } from '../inquiries.ts';
import { sendMail } from '../mail/outbox.ts';

/** Where the reference API "sends" each new inquiry (its outbox). */
export const inquiryInbox = 'design-team@trellis.test';
export const imageTooLargeMessage = 'File size exceeds 5MB. Please choose a smaller file.';
const imageTypeMessage = 'The garden image must be a JPEG, PNG or GIF.';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const textFields = [
  ...designerInquiryRequired,
  'interest',
  'interest_other',
  'about_my_space',
  'listId',
  'ac_tag',
  'template_id',
] as const;

const labelOf: Record<(typeof designerInquiryRequired)[number], string> = {
  name: 'name',
  email: 'email',
  phone: 'phone number',
  street: 'street address',
  city: 'city',
  state: 'state',
  postal: 'zip/postal code',
  newspace: 'current garden status',
  installTimeline: 'ideal timeline',
  budget: 'estimated budget',
};

/** The forms of the site that are not an account's: the designer inquiry. */
export function formRoutes(db: Database): Router {
  const router = Router();

  router.post('/forms/designer_inquiry', async (req, res) => {
    const form = await readMultipartForm(req, res, {
      limit: designerInquiryImageBytes + 256 * 1024,
      tooLarge: () =>
        new HttpError(413, {
          message: imageTooLargeMessage,
          errors: { gardenImage: [imageTooLargeMessage] },
        }),
      malformed: () => validationError({ name: ['The name field is required.'] }),
    });
    const fields: Record<string, string> = {};
    for (const name of textFields) {
      const value = form.get(name);
      fields[name] = typeof value === 'string' ? value.trim() : '';
    }

    const errors: FieldErrors = {};
    for (const name of designerInquiryRequired)
      if (!fields[name]) errors[name] = [`The ${labelOf[name]} field is required.`];
    if (fields.email && !emailPattern.test(fields.email))
      errors.email = ['The email must be a valid email address.'];
    for (const name of ['newspace', 'installTimeline', 'budget'] as const)
      if (
        fields[name] &&
        !(designerInquiryOptions[name] as readonly string[]).includes(fields[name]!)
      )
        errors[name] = [`The selected ${labelOf[name]} is invalid.`];

    const file = form.get('gardenImage');
    let image: { type: string; bytes: Uint8Array } | null = null;
    if (file !== null && typeof file !== 'string' && file.size > 0) {
      if (file.size > designerInquiryImageBytes) errors.gardenImage = [imageTooLargeMessage];
      else {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffImageType(bytes);
        if (type) image = { type, bytes };
        else errors.gardenImage = [imageTypeMessage];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const id = await db.transaction(async (tx) => {
      const inquiryId = await insertDesignerInquiry(tx, fields, image);
      await sendMail(tx, {
        to: inquiryInbox,
        subject: `New garden design inquiry from ${fields.name}`,
        text: [
          `Inquiry ${inquiryId} (mail template ${fields.template_id || 'default'}, list ${fields.listId || '—'}, tag ${fields.ac_tag || '—'})`,
          ...designerInquiryRequired.map((name) => `${labelOf[name]}: ${fields[name]}`),
          `interests: ${fields.interest || '—'}${fields.interest_other ? ` (other: ${fields.interest_other})` : ''}`,
          `about my space: ${fields.about_my_space || '—'}`,
          `garden image: ${image ? `${image.type}, ${image.bytes.length} bytes` : 'none'}`,
        ].join('\n'),
      });
      return inquiryId;
    });
    res.status(201).json({ data: { id } });
  });

  return router;
}
