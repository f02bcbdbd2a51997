import { minuteMs, type Range } from './availability.ts';
import { conflict } from './designHomework.ts';
import { designMessages } from './designMessages.ts';
import { hasCall, setDesignStatus, type DesignRow } from './designs.ts';
import type { Database } from './db/database.ts';
import { validationError, type FieldErrors } from './http/errors.ts';
import { addError, isAbsent, wholeNumber } from './http/validate.ts';
import { isFreeTime, orderMessages } from './orders.ts';
import { isActiveCoach, type UserRow } from './users.ts';

// Choosing a design's designer and, for a design with a call, the call's time (PUT /designs/{id}).

/** A time the site sends as `zoom_start`: UTC, 'YYYY-MM-DD HH:mm:00'; null when it is not one. */
export function readZoomStart(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):00$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-02-30 rolls over to March: not a time anyone meant.
  const same =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute;
  return same ? at : null;
}

/** Sets the designer (and the call) of a design whose homework is done; 422 or 409 otherwise. */
export async function chooseDesigner(
  db: Database,
  design: DesignRow,
  body: Record<string, unknown>,
) {
  if (design.status === 'created') throw conflict(designMessages.homeworkFirst);
  if (design.status !== 'scheduling') throw conflict(designMessages.designerChosen);
  if (design.order_id === null) throw conflict(designMessages.noOrder);
  const errors: FieldErrors = {};

  let coach: UserRow | null = null;
  if (isAbsent(body.coach_id)) addError(errors, 'coach_id', 'The coach id field is required.');
  else {
    const id = wholeNumber(body.coach_id);
    const { rows } =
      id !== null && id > 0
        ? await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])
        : { rows: [] };
    const found = rows[0];
    if (!found || !isActiveCoach(found) || found.status !== 'active') {
      addError(errors, 'coach_id', designMessages.invalidCoach);
    } else if (found.id === design.user_id) {
      addError(errors, 'coach_id', designMessages.selfDesigner);
    } else coach = found;
  }

  let call: Range | null = null;
  const now = new Date();
  if (hasCall(design)) {
    if (isAbsent(body.zoom_start)) {
      addError(errors, 'zoom_start', 'The zoom start field is required.');
    } else {
      const start = readZoomStart(body.zoom_start);
      if (!start) addError(errors, 'zoom_start', designMessages.zoomStartFormat);
      else {
        call = {
          start: start.getTime(),
          end: start.getTime() + design.session_length! * minuteMs,
        };
        if (coach && !(await isFreeTime(db, coach.id, call, now))) {
          addError(errors, 'zoom_start', orderMessages.timeTaken);
        }
      }
    }
  } else if (!isAbsent(body.zoom_start)) {
    addError(errors, 'zoom_start', designMessages.noCall);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  await db.transaction(async (tx) => {
    // Checked again with the write: another booking may have taken the time since.
    if (call && !(await isFreeTime(tx, coach!.id, call, now))) {
      throw validationError({ zoom_start: [orderMessages.timeTaken] });
    }
    await tx.query(
      `UPDATE orders SET coach_id = $1, scheduled_start = $2, scheduled_end = $3,
         status = CASE WHEN $2::timestamptz IS NULL THEN status ELSE 'scheduled' END
       WHERE id = $4`,
      [
        coach!.id,
        call ? new Date(call.start) : null,
        call ? new Date(call.end) : null,
        design.order_id,
      ],
    );
    await setDesignStatus(tx, design, call ? 'call_upcoming' : 'in_design');
  });
}
