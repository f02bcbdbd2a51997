import type { Transaction } from '@electric-sql/pglite';
import type { BookingWire, OrderWire } from '#src/lib/api/types.ts';
import { isBookable, type Range } from './availability.ts';
import { windowsOf } from './coaching.ts';
import type { Database } from './db/database.ts';
import { firstRow } from './db/rows.ts';

type Queryable = Database | Transaction;

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const person = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name,
     'last_name', ${alias}.last_name, 'images', json_build_object('avatar', json_build_object('image', ${alias}.avatar)))`;

/** The product as ProductWire; `canInstantBook` is camel-cased on the wire. */
export const productJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'price', ${alias}.price,
     'session_length', ${alias}.session_length, 'description', ${alias}.description,
     'survey_id', ${alias}.survey_id, 'canInstantBook', ${alias}.can_instant_book, 'type', ${alias}.type,
     'attributes', ${alias}.attributes)`;

/** An order row as OrderWire, with its product, coach and buyer. */
const orderSelect = `
  SELECT o.id, o.uuid::text AS uuid, o.user_id, o.coach_id, o.product_id, o.amount, o.discount,
         o.status, ${iso('o.created_at')} AS created_at,
         ${iso('o.scheduled_start')} AS scheduled_start, ${iso('o.scheduled_end')} AS scheduled_end,
         o.instant_booking,
         CASE WHEN o.zoom_join_url IS NULL THEN NULL
              ELSE json_build_object('join_url', o.zoom_join_url) END AS zoom_meeting,
         o.survey_results_id, o.design_id,
         ${productJson('p')} AS product,
         CASE WHEN c.id IS NULL THEN NULL ELSE ${person('c')} END AS coach,
         ${person('u')} AS "user"
  FROM orders o
  JOIN products p ON p.id = o.product_id
  JOIN users u ON u.id = o.user_id
  LEFT JOIN users c ON c.id = o.coach_id`;

/** The orders a person bought, newest first. */
export async function ordersOfUser(db: Database, userId: number): Promise<OrderWire[]> {
  const { rows } = await db.query<OrderWire>(
    `${orderSelect} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  return rows;
}

/** Orders by id (the orders of designs), as OrderWire by id. */
export async function ordersById(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, OrderWire>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<OrderWire>(`${orderSelect} WHERE o.id = ANY($1::int[])`, [
    [...ids],
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrderByUuid(db: Database, uuid: string): Promise<OrderWire | null> {
  if (!uuidPattern.test(uuid)) return null;
  return firstRow<OrderWire>(db, `${orderSelect} WHERE o.uuid = $1::uuid`, [uuid]);
}

/**
 * What makes an order a booking of its coach: a scheduled time, and a status other than canceled.
 * `alias` is the orders table's alias.
 */
const isBooking = (alias: string) =>
  `${alias}.scheduled_start IS NOT NULL AND ${alias}.status <> 'canceled'`;

/** The coach's booked sessions starting in [from, to), by start (GET /users/{id}/bookings). */
export async function bookingsOfCoach(
  db: Queryable,
  coachId: number,
  { start: from, end: to }: Range,
): Promise<BookingWire[]> {
  const { rows } = await db.query<BookingWire>(
    `SELECT o.id, o.uuid::text AS uuid,
            ${iso('o.scheduled_start')} AS scheduled_start, ${iso('o.scheduled_end')} AS scheduled_end,
            o.instant_booking, o.status,
            json_build_object('id', p.id, 'name', p.name, 'session_length', p.session_length)
              AS product,
            ${person('u')} AS "user",
            CASE WHEN o.zoom_join_url IS NULL THEN NULL
                 ELSE json_build_object('join_url', o.zoom_join_url) END AS zoom_meeting
     FROM orders o
     JOIN products p ON p.id = o.product_id
     JOIN users u ON u.id = o.user_id
     WHERE o.coach_id = $1 AND ${isBooking('o')}
       AND o.scheduled_start >= $2 AND o.scheduled_start < $3
     ORDER BY o.scheduled_start, o.id`,
    [coachId, new Date(from), new Date(to)],
  );
  return rows;
}

/** The times of the coach's bookings overlapping [from, to) (what an offered or ordered time must avoid). */
export async function bookedRanges(
  db: Queryable,
  coachId: number,
  { start: from, end: to }: Range,
): Promise<Range[]> {
  const { rows } = await db.query<{ scheduled_start: Date; scheduled_end: Date }>(
    `SELECT o.scheduled_start, coalesce(o.scheduled_end, o.scheduled_start) AS scheduled_end
     FROM orders o
     WHERE o.coach_id = $1 AND ${isBooking('o')}
       AND o.scheduled_start < $3 AND coalesce(o.scheduled_end, o.scheduled_start) > $2
     ORDER BY o.scheduled_start`,
    [coachId, new Date(from), new Date(to)],
  );
  return rows.map((row) => ({
    start: row.scheduled_start.getTime(),
    end: row.scheduled_end.getTime(),
  }));
}

/**
 * Whether a session (or a design call) with the coach may be booked at `now`: late enough, inside one
 * of the coach's windows, and clear of the coach's other bookings (docs/api/orders.md, "POST /orders").
 */
export async function isFreeTime(db: Queryable, coachId: number, session: Range, now: Date) {
  return isBookable(
    session,
    await windowsOf(db, coachId, session),
    await bookedRanges(db, coachId, session),
    now,
  );
}

/** POST /orders' messages about sessions (docs/api/orders.md). */
/** An order as POST /orders writes it. */
export interface NewOrder {
  uuid: string;
  userId: number;
  coachId: number | null;
  productId: number;
  amount: number;
  discount: number;
  status: 'scheduled' | 'paid';
  start: Date | null;
  end: Date | null;
  instantBooking: boolean;
  joinUrl: string | null;
  discountToken: string | null;
  paymentSource: string | null;
  metadata: Record<string, unknown>;
}

/** The new order's id. */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (uuid, user_id, coach_id, product_id, amount, discount, status,
       scheduled_start, scheduled_end, instant_booking, zoom_join_url, discount_token,
       payment_source, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb) RETURNING id`,
    [
      order.uuid,
      order.userId,
      order.coachId,
      order.productId,
      order.amount,
      order.discount,
      order.status,
      order.start,
      order.end,
      order.instantBooking,
      order.joinUrl,
      order.discountToken,
      order.paymentSource,
      JSON.stringify(order.metadata),
    ],
  );
  return rows[0]!.id;
}

export async function setOrderSurveyResults(db: Database, orderId: number, resultId: number) {
  await db.query('UPDATE orders SET survey_results_id = $1 WHERE id = $2', [resultId, orderId]);
}

export const orderMessages = {
  selfBooking: 'You cannot book a session with yourself.',
  timeTaken: 'That time is no longer available. Please choose another time.',
  notAvailableNow: (firstName: string) =>
    `${firstName} is no longer available for an instant session. Please schedule a time instead.`,
} as const;
