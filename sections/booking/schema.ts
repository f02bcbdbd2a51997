import * as v from 'valibot';
import { relatedId, requiredField } from '#src/lib/sectionKit/contentFields.ts';

const coachIdMessage = 'Choose the designer whose sessions this section books (their id).';

/** A designer's id: a number, numeric text, or the related user `{ id, … }`. */
const coachId = relatedId(coachIdMessage);

/**
 * The `content` of a `booking` section (docs/cms-contract.md): the session booker of one designer.
 * Extra fields are allowed (`looseObject`): the CMS sends more than a section reads (`time_reveal`).
 */
export const bookingContent = v.looseObject({
  /** The designer's user id; the designer comes from `GET /users/{id}`. */
  coach: requiredField(coachIdMessage, coachId),
});

export type BookingContent = v.InferOutput<typeof bookingContent>;
