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
import { forbidden, idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { bodyOf } from '../http/validate.ts';
import { paymentMessages, requireChargeableSource, type StripeKeys } from '../payments.ts';
import {
  amountDue,
  cancelSubscription,
  changePlan,
  idField,
  insertSubscription,
  ownSubscription,
  planField,
  readPlanChange,
  requireUnsubscribed,
  setSubscriptionCard,
  subscriptionMessages,
} from '../subscriptionChanges.ts';
import {
  findSubscription,
  listPlans,
  toSubscriptionWire,
  type SubscriptionRecord,
} from '../subscriptions.ts';
import type { UserRow } from '../users.ts';

export { subscriptionMessages };

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

const answer = async (db: Database, id: number): Promise<DataResponse<SubscriptionWire>> => ({
  data: toSubscriptionWire((await findSubscription(db, id))!),
});

/** `/providers/:id/subscriptions/:sub` of the signed-in owner's business: 403 another's, 404 unknown. */
async function requireOwnersSubscription(
  db: Database,
  req: Request,
): Promise<{ user: UserRow; subscription: SubscriptionRecord }> {
  const { user, providerId } = await requireOwner(db, req);
  const id = idParam(req.params.id, 'Provider not found');
  if (id !== providerId) throw forbidden(subscriptionMessages.ownerOnly);
  const subscription = await findSubscription(
    db,
    idParam(req.params.sub, subscriptionMessages.notFound),
  );
  if (!subscription || subscription.provider_id !== id) {
    throw notFound(subscriptionMessages.notFound);
  }
  return { user, subscription };
}

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
    const { subscription } = await requireOwnersSubscription(db, req);
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: toSubscriptionWire(subscription) } satisfies DataResponse<SubscriptionWire>);
  });

  /** The card the subscription is charged to. */
  router.put('/providers/:id/subscriptions/:sub', async (req, res) => {
    const { user, subscription } = await requireOwnersSubscription(db, req);
    const source = await requireChargeableSource(
      db,
      user.id,
      bodyOf(req.body).payment_source,
      stripe,
    );
    await setSubscriptionCard(db, subscription.id, user.id, source);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(db, subscription.id));
  });

  /** Subscribe the owner's business: the plan's first period starts now, paid with a saved card. */
  router.post('/orders/subscriptions', async (req, res) => {
    const { user, providerId } = await requireOwner(db, req);
    await requireUnsubscribed(db, providerId);

    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const plan = await planField(db, errors, body);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const source = await requireChargeableSource(db, user.id, body.payment_source, stripe);

    const id = await insertSubscription(db, { providerId, userId: user.id, plan: plan!, source });
    res.set('Cache-Control', 'private, no-store');
    res.status(201).json(await answer(db, id));
  });

  /** What changing to `plan_id` would cost now (ProrateWire, cents). */
  router.get('/subscriptions/prorate', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const query = req.query as Record<string, unknown>;
    const { plan, subscription } = await readPlanChange(db, providerId, query);
    const body: ProrateWire = {
      invoice: { amount_due: amountDue(subscription, plan.price) },
    };
    res.set('Cache-Control', 'private, no-store');
    res.json(body);
  });

  /** Change plan: the new plan starts a new period now; the prorated amount is charged to the card. */
  router.put('/orders/subscriptions', async (req, res) => {
    const { providerId } = await requireOwner(db, req);
    const { plan, subscription } = await readPlanChange(db, providerId, bodyOf(req.body));
    // The amount due goes on the subscription's card, which must still be there and chargeable.
    if (amountDue(subscription, plan.price) > 0 && subscription.card?.status !== 'chargeable') {
      throw validationError({ payment_source: [paymentMessages.refused] });
    }
    await changePlan(db, subscription.id, plan);
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
    await cancelSubscription(db, subscription);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(db, subscription.id));
  });

  return router;
}
