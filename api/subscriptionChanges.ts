import {
  forbidden,
  HttpError,
  notFound,
  validationError,
  type FieldErrors,
} from './http/errors.ts';
import { addError, wholeNumber } from './http/validate.ts';
import type { SubscriptionPlanWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import {
  findPlan,
  findSubscription,
  prorateAmountDue,
  type SubscriptionRecord,
} from './subscriptions.ts';

// A business's subscription changed by its owner: the request's fields checked, the rules of a
// change, and the SQL that subscribes, changes the plan or the card, and cancels.

export const subscriptionMessages = {
  ownerOnly: 'Only the owner of a business can manage its subscription.',
  notFound: 'Subscription not found',
  alreadySubscribed: 'This business already has a subscription.',
  canceled: 'This subscription has been canceled: subscribe again to choose a plan.',
  samePlan: 'This subscription is already on that plan.',
} as const;

const subscriptionNotFound = () => notFound(subscriptionMessages.notFound);

/** A positive id from a body or query field, or an error on it. */
export function idField(
  errors: FieldErrors,
  source: Record<string, unknown>,
  field: string,
): number {
  const raw = source[field];
  const label = field.replace(/_/g, ' ');
  if (raw === undefined || raw === null || raw === '') {
    addError(errors, field, `The ${label} field is required.`);
    return 0;
  }
  const id = wholeNumber(raw);
  if (id === null || id <= 0) {
    addError(errors, field, `The ${label} must be an integer.`);
    return 0;
  }
  return id;
}

/** A known plan id, or an error on `plan_id`. */
export async function planField(
  db: Database,
  errors: FieldErrors,
  source: Record<string, unknown>,
) {
  const id = idField(errors, source, 'plan_id');
  if (errors.plan_id) return null;
  const plan = await findPlan(db, id);
  if (!plan) addError(errors, 'plan_id', 'The selected plan id is invalid.');
  return plan;
}

/** The subscription of `id`, which must be the owner's business's: 404 unknown, 403 another's. */
export async function ownSubscription(
  db: Database,
  providerId: number,
  id: number,
): Promise<SubscriptionRecord> {
  const subscription = await findSubscription(db, id);
  if (!subscription) throw subscriptionNotFound();
  if (subscription.provider_id !== providerId) throw forbidden(subscriptionMessages.ownerOnly);
  return subscription;
}

/** A plan change needs an active subscription and another plan. */
export function checkPlanChange(subscription: SubscriptionRecord, planId: number) {
  if (subscription.status !== 'active') throw new HttpError(409, subscriptionMessages.canceled);
  if (subscription.plan.id === planId) {
    throw validationError({ plan_id: [subscriptionMessages.samePlan] });
  }
}

/**
 * A plan change asked for by the owner (`plan_id` and `subscription_id` from a body or a query): the
 * new plan and the owner's subscription, checked by the rules of a change; 422, 404, 403 or 409 otherwise.
 */
export async function readPlanChange(
  db: Database,
  providerId: number,
  source: Record<string, unknown>,
): Promise<{ plan: SubscriptionPlanWire; subscription: SubscriptionRecord }> {
  const errors: FieldErrors = {};
  const plan = await planField(db, errors, source);
  const subscriptionId = idField(errors, source, 'subscription_id');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const subscription = await ownSubscription(db, providerId, subscriptionId);
  checkPlanChange(subscription, plan!.id);
  return { plan: plan!, subscription };
}

export const amountDue = (subscription: SubscriptionRecord, newPrice: number) =>
  prorateAmountDue(
    {
      price: subscription.plan.price,
      periodStart: subscription.current_period_start,
      periodEnd: subscription.current_period_end,
    },
    newPrice,
  );

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The business exists and has no active subscription yet: 404 or 409 otherwise. */
export async function requireUnsubscribed(db: Database, providerId: number) {
  const { rows: business } = await db.query('SELECT 1 FROM providers WHERE id = $1', [providerId]);
  if (business.length === 0) throw notFound('Provider not found');
  const { rows: active } = await db.query(
    "SELECT 1 FROM subscriptions WHERE provider_id = $1 AND status = 'active'",
    [providerId],
  );
  if (active.length > 0) throw new HttpError(409, subscriptionMessages.alreadySubscribed);
}

/** The plan's first period starts now, charged to `source`; its id (409 when one raced it). */
export async function insertSubscription(
  db: Database,
  {
    providerId,
    userId,
    plan,
    source,
  }: { providerId: number; userId: number; plan: { id: number; interval: string }; source: string },
): Promise<number> {
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO subscriptions (provider_id, user_id, plan_id, status, payment_source,
         current_period_start, current_period_end)
       VALUES ($1, $2, $3, 'active', $4, now(),
         now() + CASE $5::text WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END)
       RETURNING id`,
      [providerId, userId, plan.id, source, plan.interval],
    );
    return rows[0]!.id;
  } catch (error) {
    // Two sign-ups racing: the unique index on the active subscription decides.
    if (isUniqueViolation(error)) throw new HttpError(409, subscriptionMessages.alreadySubscribed);
    throw error;
  }
}

/** The card the subscription is charged to, and who chose it. */
export async function setSubscriptionCard(
  db: Database,
  subscriptionId: number,
  userId: number,
  source: string,
) {
  await db.query(
    `UPDATE subscriptions SET payment_source = $1, user_id = $2, updated_at = now()
     WHERE id = $3`,
    [source, userId, subscriptionId],
  );
}

/** The new plan starts a new period now. */
export async function changePlan(
  db: Database,
  subscriptionId: number,
  plan: { id: number; interval: string },
) {
  await db.query(
    `UPDATE subscriptions SET plan_id = $1, current_period_start = now(),
       current_period_end = now()
         + CASE $2::text WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END,
       updated_at = now()
     WHERE id = $3`,
    [plan.id, plan.interval, subscriptionId],
  );
}

/** It runs to the end of the period and is not renewed (a canceled one stays as it is). */
export async function cancelSubscription(db: Database, subscription: SubscriptionRecord) {
  if (subscription.status !== 'active') return;
  await db.query(
    `UPDATE subscriptions SET status = 'canceled', canceled_at = now(), updated_at = now()
     WHERE id = $1`,
    [subscription.id],
  );
}
