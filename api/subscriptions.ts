import type { Transaction } from '@electric-sql/pglite';
import type {
  PaymentSourceWire,
  ProductAttributeWire,
  SubscriptionPlanWire,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';

type Queryable = Database | Transaction;

interface PlanRow {
  id: number;
  name: string;
  price: number;
  billing_interval: 'month' | 'year';
  description: string;
  attributes: ProductAttributeWire[];
}

const toPlanWire = (row: PlanRow): SubscriptionPlanWire => ({
  id: row.id,
  name: row.name,
  price: row.price,
  interval: row.billing_interval,
  description: row.description,
  attributes: row.attributes,
});

const planColumns = 'id, name, price, billing_interval, description, attributes';

/** Every plan, cheapest first. */
export async function listPlans(db: Queryable): Promise<SubscriptionPlanWire[]> {
  const { rows } = await db.query<PlanRow>(
    `SELECT ${planColumns} FROM subscription_plans ORDER BY price, id`,
  );
  return rows.map(toPlanWire);
}

export async function findPlan(db: Queryable, id: number): Promise<SubscriptionPlanWire | null> {
  const { rows } = await db.query<PlanRow>(
    `SELECT ${planColumns} FROM subscription_plans WHERE id = $1`,
    [id],
  );
  return rows[0] ? toPlanWire(rows[0]) : null;
}

/** A subscription as stored, with its plan and card: what the routes check before answering it. */
export interface SubscriptionRecord {
  id: number;
  provider_id: number;
  user_id: number | null;
  status: string;
  payment_source: string | null;
  current_period_start: Date;
  current_period_end: Date;
  plan: SubscriptionPlanWire;
  /** The saved card, while it exists. */
  card: PaymentSourceWire | null;
}

/** The record as the query returns it: the plan still a row. */
interface SubscriptionRow extends Omit<SubscriptionRecord, 'plan'> {
  plan: PlanRow;
}

/**
 * Active subscriptions whose period ended are renewed for as many intervals as it takes to reach now
 * (nothing is really charged; the demo data stays current however long a data directory lives).
 */
export async function renewLapsedPeriods(db: Queryable): Promise<void> {
  for (let round = 0; round < 1000; round++) {
    const { affectedRows } = await db.query(
      `UPDATE subscriptions s
       SET current_period_start = s.current_period_end,
           current_period_end = s.current_period_end
             + CASE p.billing_interval WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END,
           updated_at = now()
       FROM subscription_plans p
       WHERE p.id = s.plan_id AND s.status = 'active' AND s.current_period_end <= now()`,
    );
    if (!affectedRows) return;
  }
}

/** The subscription of that id, renewed when due (null when there is none). */
export async function findSubscription(
  db: Queryable,
  id: number,
): Promise<SubscriptionRecord | null> {
  await renewLapsedPeriods(db);
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT s.id, s.provider_id, s.user_id, s.status, s.payment_source,
            s.current_period_start, s.current_period_end,
            json_build_object('id', p.id, 'name', p.name, 'price', p.price,
              'billing_interval', p.billing_interval, 'description', p.description,
              'attributes', p.attributes) AS plan,
            CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object(
              'source', c.source, 'status', c.status, 'details', json_build_object(
                'brand', c.brand, 'last4', c.last4, 'exp_month', c.exp_month,
                'exp_year', c.exp_year, 'name', c.name)) END AS card
     FROM subscriptions s
     JOIN subscription_plans p ON p.id = s.plan_id
     LEFT JOIN payment_sources c ON c.source = s.payment_source AND c.user_id = s.user_id
     WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, plan: toPlanWire(row.plan) };
}

export function toSubscriptionWire(record: SubscriptionRecord): SubscriptionWire {
  return {
    id: record.id,
    provider_id: record.provider_id,
    plan_id: record.plan.id,
    plan: record.plan,
    status: record.status,
    current_period_end: record.current_period_end.toISOString(),
    payment_source: record.card,
  };
}

/**
 * A business's current subscription: its active one, else a canceled one still running to the end of
 * its period (the newest, when there are several).
 */
const currentSubscriptionSql = `
  SELECT DISTINCT ON (provider_id) provider_id, id FROM subscriptions
  WHERE provider_id = ANY($1::int[])
    AND (status = 'active' OR current_period_end > now())
  ORDER BY provider_id, (status = 'active') DESC, id DESC`;

/** The current subscription of each of these businesses (those without one are left out). */
export async function currentSubscriptionIds(
  db: Queryable,
  providerIds: readonly number[],
): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const { rows } = await db.query<{ provider_id: number; id: number }>(currentSubscriptionSql, [
    [...providerIds],
  ]);
  return new Map(rows.map((row) => [row.provider_id, row.id]));
}

/**
 * What a plan change costs now, in cents: the new plan's full price for a new period starting now,
 * less the unused part of the current plan (its price times the fraction of the current period still
 * to come, rounded to the cent), never below 0. docs/api/subscriptions.md, `GET /subscriptions/prorate`.
 */
export function prorateAmountDue(
  current: { price: number; periodStart: Date; periodEnd: Date },
  newPrice: number,
  now: Date = new Date(),
): number {
  const length = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = current.periodEnd.getTime() - now.getTime();
  const remaining = length > 0 ? Math.min(Math.max(left / length, 0), 1) : 0;
  return Math.max(0, newPrice - Math.round(current.price * remaining));
}
