import type { Request } from 'express';
import { Router } from 'express';
import type {
  DataResponse,
  ProrateWire,
  SubscriptionPlanWire,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import {
  forbidden,
  HttpError,
  idParam,
  notFound,
  validationError,
  type FieldErrors,
} from '../http/errors.ts';
import { addError, bodyOf, wholeNumber } from '../http/validate.ts';
import { paymentMessages, requireChargeableSource, type StripeKeys } from '../payments.ts';
import {
  findPlan,
  findSubscription,
  listPlans,
  prorateAmountDue,
  toSubscriptionWire,
  type SubscriptionRecord,
} from '../subscriptions.ts';
import type { UserRow } from '../users.ts';

export const subscriptionMessages = {
  ownerOnly: 'Only the owner of a business can manage its subscription.',
  notFound: 'Subscription not found',
  alreadySubscribed: 'This business already has a subscription.',
  canceled: 'This subscription has been canceled: subscribe again to choose a plan.',
  samePlan: 'This subscription is already on that plan.',
} as const;

const providerNotFound = () => notFound('Provider not found');
const subscriptionNotFound = () => notFound(subscriptionMessages.notFound);

/** The signed-in business owner (provider_role `owner` with a provider_id), or 401 / 403. */
async function requireOwner(
  db: Database,
  req: Request,
): Promise<{ user: UserRow; providerId: number }> {
  const { user } = await requireSession(db, req);
  if (user.provider_role !== 'owner' || user.provider_id === null) {
    throw forbidden(subscriptionMessages.ownerOnly);
  }
  return { user, providerId: user.provider_id };
}

/** A positive id from a body or query field, or an error on it. */
function idField(errors: FieldErrors, source: Record<string, unknown>, field: string): number {
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
async function planField(db: Database, errors: FieldErrors, source: Record<string, unknown>) {
  const id = idField(errors, source, 'plan_id');
  if (errors.plan_id) return null;
  const plan = await findPlan(db, id);
  if (!plan) addError(errors, 'plan_id', 'The selected plan id is invalid.');
  return plan;
}

/** The subscription of `id`, which must be the owner's business's: 404 unknown, 403 another's. */
async function ownSubscription(
  db: Database,
  providerId: number,
  id: number,
): Promise<SubscriptionRecord> {
  const subscription = await findSubscription(db, id);
  if (!subscription) throw subscriptionNotFound();
  if (subscription.provider_id !== providerId) throw forbidden(subscriptionMessages.ownerOnly);
  return subscription;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const answer = async (db: Database, id: number): Promise<DataResponse<SubscriptionWire>> => ({
  data: toSubscriptionWire((await findSubscription(db, id))!),
});

/**
 * Businesses' subscriptions (docs/spec/platform.md §7): the plans, subscribing, changing plan (with
 * the proration shown first), cancelling and changing the card. Only the business's owner.
 * Registered before the provider routes: `/providers/subscriptions/available` is not a business.
 */
export function subscriptionRoutes(db: Database, stripe: StripeKeys): Router {
  const router = Router();

  router.get('/providers/subscriptions/available', async (_req, res) => {
    const body: DataResponse<SubscriptionPlanWire[]> = { data: await listPlans(db) };
    res.json(body);
  });

  router.get('/providers/:id/subscriptions/:sub', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const id = idParam(req.params.id, 'Provider not found');
    if (id !== providerId) throw forbidden(subscriptionMessages.ownerOnly);
    const subscription = await findSubscription(
      db,
      idParam(req.params.sub, subscriptionMessages.notFound),
    );
    if (!subscription || subscription.provider_id !== id) throw subscriptionNotFound();
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: toSubscriptionWire(subscription) } satisfies DataResponse<SubscriptionWire>);
  });

  /** The card the subscription is charged to. */
  router.put('/providers/:id/subscriptions/:sub', async (req, res) => {
    const { user, providerId } = await requireOwner(db, req);
    const id = idParam(req.params.id, 'Provider not found');
    if (id !== providerId) throw forbidden(subscriptionMessages.ownerOnly);
    const subscription = await findSubscription(
      db,
      idParam(req.params.sub, subscriptionMessages.notFound),
    );
    if (!subscription || subscription.provider_id !== id) throw subscriptionNotFound();
    const source = await requireChargeableSource(
      db,
      user.id,
      bodyOf(req.body).payment_source,
      stripe,
    );
    await db.query(
      `UPDATE subscriptions SET payment_source = $1, user_id = $2, updated_at = now()
       WHERE id = $3`,
      [source, user.id, subscription.id],
    );
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(db, subscription.id));
  });

  /** Subscribe the owner's business: the plan's first period starts now, paid with a saved card. */
  router.post('/orders/subscriptions', async (req, res) => {
    const { user, providerId } = await requireOwner(db, req);
    const { rows: business } = await db.query('SELECT 1 FROM providers WHERE id = $1', [
      providerId,
    ]);
    if (business.length === 0) throw providerNotFound();
    const { rows: active } = await db.query(
      "SELECT 1 FROM subscriptions WHERE provider_id = $1 AND status = 'active'",
      [providerId],
    );
    if (active.length > 0) throw new HttpError(409, subscriptionMessages.alreadySubscribed);

    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const plan = await planField(db, errors, body);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const source = await requireChargeableSource(db, user.id, body.payment_source, stripe);

    let id: number;
    try {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO subscriptions (provider_id, user_id, plan_id, status, payment_source,
           current_period_start, current_period_end)
         VALUES ($1, $2, $3, 'active', $4, now(),
           now() + CASE $5::text WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END)
         RETURNING id`,
        [providerId, user.id, plan!.id, source, plan!.interval],
      );
      id = rows[0]!.id;
    } catch (error) {
      // Two sign-ups racing: the unique index on the active subscription decides.
      if (isUniqueViolation(error))
        throw new HttpError(409, subscriptionMessages.alreadySubscribed);
      throw error;
    }
    res.set('Cache-Control', 'private, no-store');
    res.status(201).json(await answer(db, id));
  });

  /** What changing to `plan_id` would cost now (ProrateWire, cents). */
  router.get('/subscriptions/prorate', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const query = req.query as Record<string, unknown>;
    const errors: FieldErrors = {};
    const plan = await planField(db, errors, query);
    const subscriptionId = idField(errors, query, 'subscription_id');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const subscription = await ownSubscription(db, providerId, subscriptionId);
    checkPlanChange(subscription, plan!.id);
    const body: ProrateWire = {
      invoice: { amount_due: amountDue(subscription, plan!.price) },
    };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  /** Change plan: the new plan starts a new period now; the prorated amount is charged to the card. */
  router.put('/orders/subscriptions', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const plan = await planField(db, errors, body);
    const subscriptionId = idField(errors, body, 'subscription_id');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const subscription = await ownSubscription(db, providerId, subscriptionId);
    checkPlanChange(subscription, plan!.id);
    // The amount due goes on the subscription's card, which must still be there and chargeable.
    if (amountDue(subscription, plan!.price) > 0 && subscription.card?.status !== 'chargeable') {
      throw validationError({ payment_source: [paymentMessages.refused] });
    }
    await db.query(
      `UPDATE subscriptions SET plan_id = $1, current_period_start = now(),
         current_period_end = now()
           + CASE $2::text WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END,
         updated_at = now()
       WHERE id = $3`,
      [plan!.id, plan!.interval, subscription.id],
    );
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(db, subscription.id));
  });

  /** Cancel: it runs to the end of the period and is not renewed (a canceled one stays as it is). */
  router.put('/orders/subscriptions/cancel', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const errors: FieldErrors = {};
    const subscriptionId = idField(errors, bodyOf(req.body), 'subscription_id');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const subscription = await ownSubscription(db, providerId, subscriptionId);
    if (subscription.status === 'active') {
      await db.query(
        `UPDATE subscriptions SET status = 'canceled', canceled_at = now(), updated_at = now()
         WHERE id = $1`,
        [subscription.id],
      );
    }
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(db, subscription.id));
  });

  return router;
}

/** A plan change needs an active subscription and another plan. */
function checkPlanChange(subscription: SubscriptionRecord, planId: number) {
  if (subscription.status !== 'active') throw new HttpError(409, subscriptionMessages.canceled);
  if (subscription.plan.id === planId) {
    throw validationError({ plan_id: [subscriptionMessages.samePlan] });
  }
}

const amountDue = (subscription: SubscriptionRecord, newPrice: number) =>
  prorateAmountDue(
    {
      price: subscription.plan.price,
      periodStart: subscription.current_period_start,
      periodEnd: subscription.current_period_end,
    },
    newPrice,
  );
