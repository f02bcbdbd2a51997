import type { OrderWire } from '#src/api/types.ts';
import type { Database } from './db/database.ts';

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrderByUuid(db: Database, uuid: string): Promise<OrderWire | null> {
  if (!uuidPattern.test(uuid)) return null;
  const { rows } = await db.query<OrderWire>(`${orderSelect} WHERE o.uuid = $1::uuid`, [uuid]);
  return rows[0] ?? null;
}
