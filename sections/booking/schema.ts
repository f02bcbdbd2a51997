import * as v from 'valibot';
import { requiredField } from '#src/lib/sectionKit/contentFields.ts';

const coachIdMessage = 'Choose the designer whose sessions this section books (their id).';

/**
 * A designer's id as the CMS may send it: a number, numeric text, or the related user `{ id, … }`;
 * anything else is reported on `coach` itself.
 */
const coachId = v.pipe(
  v.unknown(),
  v.transform((value) =>
    value !== null && typeof value === 'object' && 'id' in value
      ? (value as { id: unknown }).id
      : value,
  ),
  v.union(
    [
      v.number(coachIdMessage),
      v.pipe(v.string(coachIdMessage), v.trim(), v.regex(/^\d+$/, coachIdMessage)),
    ],
    coachIdMessage,
  ),
  v.transform(Number),
  v.integer(coachIdMessage),
  v.minValue(1, coachIdMessage),
);

/**
 * The `content` of a `booking` section (docs/cms-contract.md): the session booker of one designer.
 * Extra fields are allowed (`looseObject`): the CMS sends more than a section reads (`time_reveal`).
 */
export const bookingContent = v.looseObject({
  /** The designer's user id; the designer comes from `GET /users/{id}`. */
  coach: requiredField(coachIdMessage, coachId),
});

export type BookingContent = v.InferOutput<typeof bookingContent>;
