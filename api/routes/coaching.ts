import { Router, type Request } from 'express';
import type {
  AvailabilityWindowWire,
  AvailableNowWire,
  AvailableTimeWire,
  BookingWire,
  DataResponse,
} from '#src/lib/api/types.ts';
import { requireActingFor } from '../auth/currentUser.ts';
import {
  availableStartTimes,
  dayMs,
  hourMs,
  maxDayHours,
  maxLiveHours,
  maxRangeDays,
  type Range,
} from '../availability.ts';
import {
  endLive,
  goLive,
  replaceWindows,
  toAvailableNowWire,
  toWindowWire,
  windowsOf,
} from '../coaching.ts';
import type { Database } from '../db/database.ts';
import { forbidden, idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { addError, bodyOf, wholeNumber } from '../http/validate.ts';
import { bookedRanges, bookingsOfCoach } from '../orders.ts';
import { findProductRow } from '../products.ts';
import { findUserById, isActiveCoach, type UserRow } from '../users.ts';

export const coachingMessages = {
  notDesigner: 'Only designers can set availability.',
  notLiveDesigner: 'Only active designers can go live.',
  endInPast: "You must select a time that isn't in the past.",
  endTooLate: 'You can go live until a time today.',
  noSession: 'This product has no session to schedule.',
  rangeTooLong: `The range must not be longer than ${maxRangeDays} days.`,
  daysTooLong: `The days must lie within ${maxRangeDays} days.`,
  dayTooLong: `A day must not be longer than ${maxDayHours} hours.`,
  timeOutsideDays: 'The time must lie inside one of the days.',
  timeInPast: 'The time must not end in the past.',
} as const;

/** A range of a calendar may be this long: 62 days, and an hour for a daylight-saving change. */
const maxRangeMs = maxRangeDays * dayMs + hourMs;
/** At most this many days and new windows per change. */
const maxDays = maxRangeDays;
const maxTimes = 500;

const userNotFound = () => notFound('User not found');

/** The account of a path's `{id}`, or 404. */
async function pathUser(db: Database, req: Request): Promise<UserRow> {
  const user = await findUserById(db, idParam(req.params.id, 'User not found'));
  if (!user) throw userNotFound();
  return user;
}

/** A coach (the coach flag) of a path's `{id}`, or 404 for anyone else. */
async function pathCoach(db: Database, req: Request): Promise<UserRow> {
  const user = await pathUser(db, req);
  if (!user.coach) throw userNotFound();
  return user;
}

/**
 * An ISO 8601 time (a string starting with a date, that Date reads), or null with an error on `field`
 * (`label` names it in the message).
 */
function readTime(
  errors: FieldErrors,
  field: string,
  raw: unknown,
  {
    label = field.replace(/_/g, ' '),
    required = true,
  }: { label?: string; required?: boolean } = {},
): number | null {
  if (raw === undefined || raw === null || raw === '') {
    if (required) addError(errors, field, `The ${label} field is required.`);
    return null;
  }
  const at =
    typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw.trim()) ? Date.parse(raw.trim()) : NaN;
  if (Number.isNaN(at)) {
    addError(errors, field, `The ${label} must be a valid date (ISO 8601).`);
    return null;
  }
  return at;
}

interface RangeFields {
  start: { field: string; label: string; value: unknown };
  end: { field: string; label: string; value: unknown };
  /** The longest range allowed (ms); none when absent. */
  max?: number;
}

/** A required [start, end) range: both times valid, end after start, not longer than `max`. */
function readRange(errors: FieldErrors, { start, end, max }: RangeFields): Range | null {
  const from = readTime(errors, start.field, start.value, { label: start.label });
  const to = readTime(errors, end.field, end.value, { label: end.label });
  if (from === null || to === null) return null;
  if (to <= from) {
    addError(errors, end.field, `The ${end.label} must be after the ${start.label}.`);
    return null;
  }
  if (max !== undefined && to - from > max) {
    addError(errors, end.field, coachingMessages.rangeTooLong);
    return null;
  }
  return { start: from, end: to };
}

/** `?start=&end=` of the calendars (required; at most `max` ms apart, when given). */
function queryRange(req: Request, max?: number): Range {
  const errors: FieldErrors = {};
  const range = readRange(errors, {
    start: { field: 'start', label: 'start', value: req.query.start },
    end: { field: 'end', label: 'end', value: req.query.end },
    max,
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return range!;
}

/** A query value by its literal key (`date[start]`), or nested (`date: { start }`) for a richer parser. */
function dateQuery(req: Request, part: 'start' | 'end'): unknown {
  const query = req.query as Record<string, unknown>;
  const literal = query[`date[${part}]`];
  if (literal !== undefined) return literal;
  const nested = query.date;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const value = (nested as Record<string, unknown>)[part];
    if (value !== undefined) return value;
  }
  return query[part];
}

interface SessionProduct {
  id: number;
  session_length: number;
}

/**
 * `product_id`: a product with a call to schedule, or an error on it: a coaching session, or a garden
 * design whose kick-off call is chosen on the design (PUT /designs/{id}), with a `session_length` above 0.
 */
async function readSessionProduct(
  db: Database,
  errors: FieldErrors,
  raw: unknown,
): Promise<SessionProduct | null> {
  if (raw === undefined || raw === null || raw === '') {
    addError(errors, 'product_id', 'The product id field is required.');
    return null;
  }
  const product = await findProductRow(db, wholeNumber(raw));
  if (!product) {
    addError(errors, 'product_id', 'The selected product id is invalid.');
    return null;
  }
  const schedulable = product.type === 'coaching-session' || product.type === 'garden-design';
  if (!schedulable || !product.session_length || product.session_length <= 0) {
    addError(errors, 'product_id', coachingMessages.noSession);
    return null;
  }
  return { id: product.id, session_length: product.session_length };
}

interface AvailabilityChange {
  days: Range[];
  times: Range[];
}

/** A list field of the body: an array, or an error on it. */
function readList(errors: FieldErrors, body: Record<string, unknown>, field: string, max: number) {
  const raw = body[field];
  if (raw === undefined || raw === null) {
    addError(errors, field, `The ${field} field is required.`);
    return null;
  }
  if (!Array.isArray(raw)) {
    addError(errors, field, `The ${field} must be a list.`);
    return null;
  }
  if (raw.length > max) {
    addError(errors, field, `The ${field} must not have more than ${max} items.`);
    return null;
  }
  return raw as unknown[];
}

/** The body of POST /users/{id}/available-times, checked: 422 with every error otherwise. */
function readAvailabilityChange(rawBody: unknown, now: Date): AvailabilityChange {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};

  const days: Range[] = [];
  const rawDays = readList(errors, body, 'days', maxDays);
  if (rawDays && rawDays.length === 0) addError(errors, 'days', 'Choose at least one day.');
  for (const [index, entry] of (rawDays ?? []).entries()) {
    const item = bodyOf(entry);
    const day = readRange(errors, {
      start: { field: `days.${index}.start`, label: 'start', value: item.start },
      end: { field: `days.${index}.end`, label: 'end', value: item.end },
    });
    if (!day) continue;
    if (day.end - day.start > maxDayHours * hourMs) {
      addError(errors, `days.${index}.end`, coachingMessages.dayTooLong);
      continue;
    }
    days.push(day);
  }
  if (days.length > 0) {
    const first = Math.min(...days.map((day) => day.start));
    const last = Math.max(...days.map((day) => day.end));
    if (last - first > maxRangeMs) addError(errors, 'days', coachingMessages.daysTooLong);
  }

  const times: Range[] = [];
  const rawTimes = readList(errors, body, 'times', maxTimes);
  for (const [index, entry] of (rawTimes ?? []).entries()) {
    const item = bodyOf(entry);
    const time = readRange(errors, {
      start: {
        field: `times.${index}.available_start`,
        label: 'available start',
        value: item.available_start,
      },
      end: {
        field: `times.${index}.available_end`,
        label: 'available end',
        value: item.available_end,
      },
    });
    if (!time) continue;
    // Checked against the days only once every day is valid (an invalid day would say nothing here).
    if (rawDays && days.length === rawDays.length && days.length > 0) {
      if (!days.some((day) => day.start <= time.start && time.end <= day.end)) {
        addError(errors, `times.${index}`, coachingMessages.timeOutsideDays);
      }
    }
    if (time.end <= now.getTime()) {
      addError(errors, `times.${index}.available_end`, coachingMessages.timeInPast);
    }
    times.push(time);
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { days, times };
}

/** The body of POST /users/{id}/available-now: the window to be live in. */
function readGoLive(rawBody: unknown, now: Date): Range {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};
  const end = readTime(errors, 'end', body.end);
  const start = readTime(errors, 'start', body.start, { required: false }) ?? now.getTime();
  if (end !== null) {
    if (end <= now.getTime()) addError(errors, 'end', coachingMessages.endInPast);
    else if (end > now.getTime() + maxLiveHours * hourMs) {
      addError(errors, 'end', coachingMessages.endTooLate);
    } else if (!errors.start && start >= end) {
      addError(errors, 'start', 'The start must be before the end.');
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { start, end: end! };
}

/**
 * Coaching (docs/api/coaching.md): a designer's availability windows (public, and set
 * by the designer), the times a session can start, the designer's bookings, and "available now".
 */
export function coachingRoutes(db: Database): Router {
  const router = Router();

  /** The coach's windows overlapping [start, end), as set (bookings not subtracted). */
  router.get('/users/:id/all-available-times', async (req, res) => {
    const coach = await pathCoach(db, req);
    const range = queryRange(req, maxRangeMs);
    const body: DataResponse<AvailabilityWindowWire[]> = {
      data: (await windowsOf(db, coach.id, range)).map(toWindowWire),
    };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  /** The times a session of the product can start with this coach in [date[start], date[end]). */
  router.get('/users/:id/available-times', async (req, res) => {
    const coach = await pathCoach(db, req);
    const now = new Date();
    const errors: FieldErrors = {};
    const product = await readSessionProduct(db, errors, req.query.product_id);
    const range = readRange(errors, {
      start: { field: 'date.start', label: 'start date', value: dateQuery(req, 'start') },
      end: { field: 'date.end', label: 'end date', value: dateQuery(req, 'end') },
      max: maxRangeMs,
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    let data: AvailableTimeWire[] = [];
    if (isActiveCoach(coach)) {
      const length = product!.session_length;
      // Windows a session starting in the range can use, and bookings those sessions could meet.
      const reach = { start: range!.start, end: range!.end + length * 60_000 };
      const times = availableStartTimes({
        windows: await windowsOf(db, coach.id, reach),
        bookings: await bookedRanges(db, coach.id, reach),
        lengthMinutes: length,
        from: range!.start,
        to: range!.end,
        now,
      });
      data = times.map((time) => ({
        start: new Date(time.start).toISOString(),
        end: new Date(time.end).toISOString(),
      }));
    }
    res.set('Cache-Control', 'no-store');
    res.json({ data } satisfies DataResponse<AvailableTimeWire[]>);
  });

  /** The coach (or an admin) replaces the availability of some days. */
  router.post('/users/:id/available-times', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, id);
    const coach = await findUserById(db, id);
    if (!coach) throw userNotFound();
    if (!coach.coach) throw forbidden(coachingMessages.notDesigner);
    const { days, times } = readAvailabilityChange(req.body, new Date());
    const windows = await db.transaction((tx) => replaceWindows(tx, coach.id, days, times));
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: windows.map(toWindowWire) } satisfies DataResponse<AvailabilityWindowWire[]>);
  });

  /** The coach's booked sessions starting in [start, end): the coach or an admin. */
  router.get('/users/:id/bookings', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, id);
    const coach = await findUserById(db, id);
    if (!coach) throw userNotFound();
    // No longest range: a list of bookings is one indexed query.
    const range = queryRange(req);
    res.set('Cache-Control', 'private, no-store');
    res.json({
      data: await bookingsOfCoach(db, coach.id, range),
    } satisfies DataResponse<BookingWire[]>);
  });

  /** Go live: available for instant sessions from start (now) until end (within 24 hours). */
  router.post('/users/:id/available-now', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, id);
    const coach = await findUserById(db, id);
    if (!coach) throw userNotFound();
    if (!isActiveCoach(coach)) throw forbidden(coachingMessages.notLiveDesigner);
    const now = new Date();
    const live = readGoLive(req.body, now);
    await goLive(db, coach.id, live);
    res.set('Cache-Control', 'private, no-store');
    res.json({
      data: toAvailableNowWire((await findUserById(db, coach.id))!, now),
    } satisfies DataResponse<AvailableNowWire>);
  });

  /**
   * End the live window at `end` (default now). An end still to come keeps a live coach live until
   * then; it never makes the window longer, nor someone live who was not.
   */
  router.put('/users/:id/available-now', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, id);
    const coach = await findUserById(db, id);
    if (!coach) throw userNotFound();
    const now = new Date();
    const errors: FieldErrors = {};
    let end = readTime(errors, 'end', bodyOf(req.body).end, { required: false }) ?? now.getTime();
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const wasLive = toAvailableNowWire(coach, now).is_available_now;
    const currentEnd = coach.available_now_end?.getTime() ?? null;
    if (wasLive && currentEnd !== null) end = Math.min(end, currentEnd);
    await endLive(db, coach.id, { live: wasLive && end > now.getTime(), end });
    res.set('Cache-Control', 'private, no-store');
    res.json({
      data: toAvailableNowWire((await findUserById(db, coach.id))!, now),
    } satisfies DataResponse<AvailableNowWire>);
  });

  return router;
}
