import { randomInt, randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { DataResponse, DiscountWire, OrderWire } from '#src/lib/api/types.ts';
import { isAdmin, requireActingFor, requireSession } from '../auth/currentUser.ts';
import { minuteMs } from '../availability.ts';
import type { Database } from '../db/database.ts';
import { createDesign } from '../designs.ts';
import { discountCents, expiredDiscountMessage, findDiscount } from '../discounts.ts';
import { forbidden, idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { addError, bodyOf, wholeNumber } from '../http/validate.ts';
import {
  findOrderByUuid,
  insertOrder,
  isFreeTime,
  orderMessages,
  ordersOfUser,
  setOrderSurveyResults,
} from '../orders.ts';
import { findProductRow, type ProductRow } from '../products.ts';
import { isSurveyResultOf } from '../surveys.ts';
import { requireChargeableSource, type StripeKeys } from '../payments.ts';
import { findUserById, isActiveCoach, isAvailableNow, type UserRow } from '../users.ts';

export { orderMessages };

const orderNotFound = () => notFound('Order not found');

/** The buyer, the order's coach and admins see an order; to anyone else it does not exist. */
const maySee = (user: UserRow, order: OrderWire) =>
  user.id === order.user_id || user.id === order.coach_id || isAdmin(user);

/** A checked POST /orders body. */
interface OrderRequest {
  product: ProductRow;
  amount: number;
  discount: number;
  code: DiscountWire | null;
  paymentSource: unknown;
  coachId: number | null;
  instantBooking: boolean;
  start: Date | null;
  end: Date | null;
  metadata: Record<string, unknown>;
}

/** A whole number of cents, or an error on the field. */
function cents(
  errors: FieldErrors,
  body: Record<string, unknown>,
  field: string,
  fallback?: number,
) {
  const raw = body[field];
  if ((raw === undefined || raw === null || raw === '') && fallback !== undefined) return fallback;
  if (raw === undefined || raw === null || raw === '') {
    addError(errors, field, `The ${field} field is required.`);
    return 0;
  }
  const value = wholeNumber(raw);
  if (value === null) addError(errors, field, `The ${field} must be an integer (cents).`);
  return value ?? 0;
}

/** An ISO 8601 time, or null when absent. */
function time(errors: FieldErrors, body: Record<string, unknown>, field: string): Date | null {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') return null;
  const at = typeof raw === 'string' ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(at.getTime())) {
    addError(errors, field, `The ${field.replace(/_/g, ' ')} must be a valid date (ISO 8601).`);
    return null;
  }
  return at;
}

function flag(errors: FieldErrors, body: Record<string, unknown>, field: string): boolean {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === false || raw === 'false' || raw === 0) {
    return false;
  }
  if (raw === true || raw === 'true' || raw === 1) return true;
  addError(errors, field, `The ${field.replace(/_/g, ' ')} field must be true or false.`);
  return false;
}

/**
 * The charge payload (docs/spec/features.md §3), checked field by field: 422 with every error. `buyer`
 * is the signed-in account; `now` the time the order is made.
 */
async function readOrderRequest(
  db: Database,
  rawBody: unknown,
  buyer: UserRow,
  now: Date,
): Promise<OrderRequest> {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};

  let product: ProductRow | null = null;
  const productId = wholeNumber(body.product_id);
  if (body.product_id === undefined || body.product_id === null || body.product_id === '') {
    addError(errors, 'product_id', 'The product id field is required.');
  } else {
    product = await findProductRow(db, productId);
    if (!product) addError(errors, 'product_id', 'The selected product id is invalid.');
  }

  const amount = cents(errors, body, 'amount');
  const discount = cents(errors, body, 'discount', 0);

  let code: DiscountWire | null = null;
  const token = body.discount_token;
  if (token !== undefined && token !== null && token !== '') {
    const found = typeof token === 'string' ? await findDiscount(db, token) : null;
    if (!found) addError(errors, 'discount_token', 'The selected discount token is invalid.');
    else if (found.expired) addError(errors, 'discount_token', expiredDiscountMessage);
    else code = found.discount;
  }

  let metadata: Record<string, unknown> = {};
  if (body.metadata !== undefined && body.metadata !== null) {
    if (typeof body.metadata === 'object' && !Array.isArray(body.metadata)) {
      metadata = body.metadata as Record<string, unknown>;
    } else addError(errors, 'metadata', 'The metadata must be an object.');
  }

  const instantBooking = flag(errors, body, 'instant_booking');
  let start = time(errors, body, 'scheduled_start');
  let end = time(errors, body, 'scheduled_end');

  let coach: UserRow | null = null;
  if (body.coach_id !== undefined && body.coach_id !== null && body.coach_id !== '') {
    const id = wholeNumber(body.coach_id);
    const found = id !== null && id > 0 ? await findUserById(db, id) : null;
    if (found && isActiveCoach(found)) coach = found;
    else addError(errors, 'coach_id', 'The selected coach id is invalid.');
  }

  if (product) {
    // A length of 0 is a session with no call to schedule (a photo review): like no length at all. A
    // garden design's call is scheduled on the design once the designer is chosen (PUT /designs/{id}).
    const length = product.type === 'garden-design' ? null : product.session_length || null;
    if (product.type === 'coaching-session') {
      if (coach === null && !errors.coach_id) {
        addError(errors, 'coach_id', 'The coach id field is required.');
      }
      if (coach !== null && coach.id === buyer.id) {
        addError(errors, 'coach_id', orderMessages.selfBooking);
      }
      if (instantBooking && !product.can_instant_book) {
        addError(errors, 'instant_booking', 'This product cannot be booked instantly.');
      }
    } else if (instantBooking) {
      addError(errors, 'instant_booking', 'This product cannot be booked instantly.');
    }
    if (length === null) {
      if (start || end) {
        addError(errors, 'scheduled_start', 'This product has no session to schedule.');
      }
      start = end = null;
    } else if (instantBooking && product.type === 'coaching-session') {
      // The session starts now: the client's times are not used (nor checked).
      delete errors.scheduled_start;
      delete errors.scheduled_end;
      start = now;
      end = new Date(now.getTime() + length * minuteMs);
      if (coach !== null && product.can_instant_book && !isAvailableNow(coach, now)) {
        addError(errors, 'instant_booking', orderMessages.notAvailableNow(coach.first_name));
      }
    } else if (!start && !errors.scheduled_start) {
      addError(errors, 'scheduled_start', 'The scheduled start field is required.');
    } else if (start) {
      // docs/spec/platform.md §9: a session ends its length after it starts.
      const expectedEnd = new Date(start.getTime() + length * minuteMs);
      if (end && end.getTime() !== expectedEnd.getTime() && !errors.scheduled_end) {
        addError(
          errors,
          'scheduled_end',
          `The scheduled end must be the start plus the session length (${length} minutes).`,
        );
      }
      end = expectedEnd;
      if (coach !== null && coach.id !== buyer.id && product.type === 'coaching-session') {
        const session = { start: start.getTime(), end: end.getTime() };
        if (!(await isFreeTime(db, coach.id, session, now))) {
          addError(errors, 'scheduled_start', orderMessages.timeTaken);
        }
      }
    }
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    product: product!,
    amount,
    discount,
    code,
    paymentSource: body.payment_source,
    coachId: coach?.id ?? null,
    instantBooking,
    start,
    end,
    metadata,
  };
}

/** A demo meeting link (no meeting service is called): https://zoom.example/j/ and 11 digits. */
const demoJoinUrl = () =>
  `https://zoom.example/j/${randomInt(1, 10).toString()}${randomInt(0, 1e10).toString().padStart(10, '0')}`;

/** Orders of design and coaching products. */
export function orderRoutes(db: Database, stripe: StripeKeys): Router {
  const router = Router();

  /**
   * The checkout: the server sums the order itself and refuses a payload that disagrees, then takes a
   * saved chargeable card (none for a total of 0) and stores the order; a garden design creates the
   * design.
   */
  router.post('/orders', async (req, res) => {
    const { user } = await requireSession(db, req);
    const claimed = bodyOf(req.body).user_id;
    if (claimed !== undefined && claimed !== null && wholeNumber(claimed) !== user.id) {
      throw forbidden();
    }
    const now = new Date();
    const order = await readOrderRequest(db, req.body, user, now);

    const subtotal = order.product.price;
    const discount = discountCents(subtotal, order.code);
    const total = subtotal + discount;
    if (order.amount !== total || order.discount !== discount) {
      throw validationError({
        amount: [
          `The amount does not match this order: the total is ${total} cents (price ${subtotal}, discount ${discount}).`,
        ],
      });
    }
    const source =
      total > 0 ? await requireChargeableSource(db, user.id, order.paymentSource, stripe) : null;

    const uuid = randomUUID();
    const scheduled = order.product.type === 'coaching-session' && order.start !== null;
    await db.transaction(async (tx) => {
      // Checked again with the insert: another order may have taken the time since (instant sessions
      // start now and are not checked against bookings).
      if (scheduled && !order.instantBooking && order.coachId !== null) {
        const session = { start: order.start!.getTime(), end: order.end!.getTime() };
        if (!(await isFreeTime(tx, order.coachId, session, now))) {
          throw validationError({ scheduled_start: [orderMessages.timeTaken] });
        }
      }
      const orderId = await insertOrder(tx, {
        uuid,
        userId: user.id,
        coachId: order.coachId,
        productId: order.product.id,
        amount: total,
        discount,
        status: scheduled ? 'scheduled' : 'paid',
        start: order.start,
        end: order.end,
        instantBooking: order.instantBooking,
        joinUrl: order.instantBooking ? demoJoinUrl() : null,
        discountToken: order.code?.token ?? null,
        paymentSource: source,
        metadata: order.metadata,
      });
      if (order.product.type === 'garden-design') {
        await createDesign(tx, {
          userId: user.id,
          orderId,
          productId: order.product.id,
          name: order.product.name,
        });
      }
    });

    res.set('Cache-Control', 'private, no-store');
    const created: DataResponse<{ order: OrderWire }> = {
      data: { order: (await findOrderByUuid(db, uuid))! },
    };
    res.status(201).json(created);
  });

  router.get('/users/:id/orders', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<OrderWire[]> = { data: await ordersOfUser(db, userId) };
    res.json(body);
  });

  router.get('/orders/uuid/:uuid', async (req, res) => {
    const { user } = await requireSession(db, req);
    const order = await findOrderByUuid(db, req.params.uuid);
    if (!order || !maySee(user, order)) throw orderNotFound();
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<OrderWire> = { data: order };
    res.json(body);
  });

  /** The buyer (or an admin) attaches the pre-session questionnaire's answers. */
  router.put('/orders/uuid/:uuid', async (req, res) => {
    const { user } = await requireSession(db, req);
    const order = await findOrderByUuid(db, req.params.uuid);
    if (!order || !maySee(user, order)) throw orderNotFound();
    if (user.id !== order.user_id && !isAdmin(user)) throw forbidden();

    const body = bodyOf(req.body);
    if (body.survey_results_id !== undefined) {
      const raw = body.survey_results_id;
      const resultId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
      if (order.product.survey_id === null) {
        throw validationError({ survey_results_id: ['This order has no questionnaire.'] });
      }
      const valid =
        typeof resultId === 'number' &&
        Number.isSafeInteger(resultId) &&
        (await isSurveyResultOf(db, resultId, {
          surveyId: order.product.survey_id,
          userId: order.user_id,
        }));
      if (!valid) {
        throw validationError({
          survey_results_id: ['The selected survey results id is invalid.'],
        });
      }
      await setOrderSurveyResults(db, order.id, resultId);
    }
    res.set('Cache-Control', 'private, no-store');
    const updated: DataResponse<OrderWire> = { data: (await findOrderByUuid(db, order.uuid))! };
    res.json(updated);
  });

  return router;
}
