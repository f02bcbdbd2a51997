// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ProrateWire,
  ProviderWire,
  SubscriptionPlanWire,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import { paymentMessages } from '../payments.ts';
import { demoPassword } from '../seed/accounts.ts';
import { seedSubscriptionPlans } from '../seed/commerce.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { subscriptionMessages } from './subscriptions.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let tokens: { owner: string; customer: string; admin: string };
let ownerId: number;

beforeAll(async () => {
  api = await startTestApi();
  ownerId = await api.userId('owner@trellis.test');
  tokens = {
    owner: await api.login('owner@trellis.test', demoPassword),
    customer: await api.login('customer@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
  };
});
afterAll(() => api?.close());

const dayMs = 24 * 60 * 60 * 1000;
const [sprout, bloom, harvest] = seedSubscriptionPlans as [
  SubscriptionPlanWire,
  SubscriptionPlanWire,
  SubscriptionPlanWire,
];

async function call(method: string, path: string, body?: unknown, token?: string) {
  const init =
    body === undefined
      ? { method, ...(token ? bearer(token) : {}) }
      : jsonRequest(method, body, token);
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const subscriptionOf = (result: { body: Record<string, unknown> }) =>
  (result.body as { data: SubscriptionWire }).data;

const providerOne = async () =>
  ((await (await api.request('/providers/1')).json()) as { data: ProviderWire }).data;

/** Sets the period of a subscription (days from now; negative is the past). */
async function setPeriod(id: number, startDays: number, endDays: number) {
  await api.db.query(
    `UPDATE subscriptions SET current_period_start = now() + make_interval(days => $1),
       current_period_end = now() + make_interval(days => $2) WHERE id = $3`,
    [startDays, endDays, id],
  );
}

const monthFromNow = (iso: string) => {
  const end = Date.parse(iso);
  return end > Date.now() + 27 * dayMs && end < Date.now() + 32 * dayMs;
};

describe('GET /providers/subscriptions/available', () => {
  it('answers the three monthly plans, cheapest first, with their card lines', async () => {
    const response = await api.request('/providers/subscriptions/available');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: SubscriptionPlanWire[] };
    expect(data).toEqual(seedSubscriptionPlans);
    expect(data.map((plan) => [plan.name, plan.price, plan.interval])).toEqual([
      ['Sprout', 1900, 'month'],
      ['Bloom', 4900, 'month'],
      ['Harvest', 9900, 'month'],
    ]);
    expect(data[0]!.attributes).toContainEqual({
      text: 'Featured placement in the directory',
      included: false,
    });
  });
});

describe('subscribing, changing plan, changing card and cancelling', () => {
  let subscriptionId: number;

  it('starts with no subscription for the demo business', async () => {
    expect((await providerOne()).subscription_id).toBeNull();
  });

  it('lets only a signed-in business owner subscribe', async () => {
    const body = { plan_id: sprout.id, payment_source: 'src_demo_owner_jcb' };
    expect((await call('POST', '/orders/subscriptions', body)).status).toBe(401);
    for (const token of [tokens.customer, tokens.admin]) {
      expect(await call('POST', '/orders/subscriptions', body, token)).toEqual({
        status: 403,
        body: { message: subscriptionMessages.ownerOnly },
      });
    }
  });

  it('checks the plan and the card', async () => {
    const post = (body: unknown) => call('POST', '/orders/subscriptions', body, tokens.owner);
    expect(await post({ payment_source: 'src_demo_owner_jcb' })).toEqual({
      status: 422,
      body: {
        message: 'The plan id field is required.',
        errors: { plan_id: ['The plan id field is required.'] },
      },
    });
    expect((await post({ plan_id: 99, payment_source: 'src_demo_owner_jcb' })).body.errors).toEqual(
      { plan_id: ['The selected plan id is invalid.'] },
    );
    const cards: [unknown, string][] = [
      [undefined, paymentMessages.required],
      ['src_demo_customer_visa', paymentMessages.refused],
      ['src_1NewCardFromStripeJs', paymentMessages.noStripeKey],
    ];
    for (const [source, message] of cards) {
      expect(await post({ plan_id: sprout.id, payment_source: source })).toEqual({
        status: 422,
        body: { message, errors: { payment_source: [message] } },
      });
    }
    await api.db.query("UPDATE payment_sources SET status = 'consumed' WHERE source = $1", [
      'src_demo_owner_discover',
    ]);
    expect(
      (await post({ plan_id: sprout.id, payment_source: 'src_demo_owner_discover' })).body.errors,
    ).toEqual({ payment_source: [paymentMessages.refused] });
    await api.db.query("UPDATE payment_sources SET status = 'chargeable' WHERE source = $1", [
      'src_demo_owner_discover',
    ]);
    expect((await providerOne()).subscription_id).toBeNull();
  });

  it('subscribes the business for a month with a saved card', async () => {
    const result = await call(
      'POST',
      '/orders/subscriptions',
      { plan_id: sprout.id, payment_source: 'src_demo_owner_jcb' },
      tokens.owner,
    );
    expect(result.status).toBe(201);
    const subscription = subscriptionOf(result);
    expect(subscription).toEqual({
      id: expect.any(Number),
      provider_id: 1,
      plan_id: sprout.id,
      plan: sprout,
      status: 'active',
      current_period_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      payment_source: {
        source: 'src_demo_owner_jcb',
        status: 'chargeable',
        details: { brand: 'jcb', last4: '0505', exp_month: 6, exp_year: 2029, name: 'Jonah Reyes' },
      },
    });
    expect(monthFromNow(subscription.current_period_end)).toBe(true);
    subscriptionId = subscription.id;
    expect((await providerOne()).subscription_id).toBe(subscriptionId);
    // The directory's cards answer it too.
    const list = (await (await api.request('/providers?per_page=100')).json()) as {
      data: ProviderWire[];
    };
    expect(list.data.find((provider) => provider.id === 1)!.subscription_id).toBe(subscriptionId);
    expect(list.data.find((provider) => provider.id === 2)!.subscription_id).toBeNull();
  });

  it('answers 409 to a second subscription', async () => {
    expect(
      await call(
        'POST',
        '/orders/subscriptions',
        { plan_id: bloom.id, payment_source: 'src_demo_owner_jcb' },
        tokens.owner,
      ),
    ).toEqual({ status: 409, body: { message: 'This business already has a subscription.' } });
  });

  it('answers the subscription to its owner only', async () => {
    const path = `/providers/1/subscriptions/${subscriptionId}`;
    const own = await call('GET', path, undefined, tokens.owner);
    expect(own.status).toBe(200);
    expect(subscriptionOf(own)).toMatchObject({ id: subscriptionId, plan_id: sprout.id });
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, undefined, tokens.customer)).status).toBe(403);
    expect((await call('GET', path, undefined, tokens.admin)).status).toBe(403);
    expect(
      (await call('GET', `/providers/2/subscriptions/${subscriptionId}`, undefined, tokens.owner))
        .status,
    ).toBe(403);
    expect(await call('GET', '/providers/1/subscriptions/9999', undefined, tokens.owner)).toEqual({
      status: 404,
      body: { message: 'Subscription not found' },
    });
  });

  it('prorates a plan change: the new price less the unused part of the current plan', async () => {
    // 20 of 30 days left of Sprout (1900): 1267 unused, so Harvest (9900) costs 8633 now.
    await setPeriod(subscriptionId, -10, 20);
    const prorate = (planId: number | string, token = tokens.owner) =>
      call(
        'GET',
        `/subscriptions/prorate?plan_id=${planId}&subscription_id=${subscriptionId}`,
        undefined,
        token,
      );
    const upgrade = await prorate(harvest.id);
    expect(upgrade).toEqual({ status: 200, body: { invoice: { amount_due: 8633 } } });
    expect((upgrade.body as unknown as ProrateWire).invoice.amount_due).toBe(9900 - 1267);
    expect((await prorate(bloom.id)).body).toEqual({ invoice: { amount_due: 4900 - 1267 } });

    expect((await prorate(sprout.id)).body).toEqual({
      message: subscriptionMessages.samePlan,
      errors: { plan_id: [subscriptionMessages.samePlan] },
    });
    expect((await prorate('')).body.errors).toEqual({
      plan_id: ['The plan id field is required.'],
    });
    expect((await prorate(harvest.id, tokens.customer)).status).toBe(403);
    expect(
      (
        await call(
          'GET',
          `/subscriptions/prorate?plan_id=1&subscription_id=9999`,
          undefined,
          tokens.owner,
        )
      ).status,
    ).toBe(404);
  });

  it('changes plan: a new period starts now and the prorated amount goes on the card', async () => {
    const change = (planId: number) =>
      call(
        'PUT',
        '/orders/subscriptions',
        { plan_id: planId, subscription_id: subscriptionId },
        tokens.owner,
      );
    // The card must still be chargeable when something is due.
    await api.db.query("UPDATE payment_sources SET status = 'failed' WHERE source = $1", [
      'src_demo_owner_jcb',
    ]);
    expect(await change(harvest.id)).toEqual({
      status: 422,
      body: {
        message: paymentMessages.refused,
        errors: { payment_source: [paymentMessages.refused] },
      },
    });
    await api.db.query("UPDATE payment_sources SET status = 'chargeable' WHERE source = $1", [
      'src_demo_owner_jcb',
    ]);

    const result = await change(harvest.id);
    expect(result.status).toBe(200);
    expect(subscriptionOf(result)).toMatchObject({
      id: subscriptionId,
      plan_id: harvest.id,
      plan: { name: 'Harvest' },
      status: 'active',
    });
    expect(monthFromNow(subscriptionOf(result).current_period_end)).toBe(true);
    // Moving down right after: the unused Harvest covers Sprout, so nothing is due.
    const down = await call(
      'GET',
      `/subscriptions/prorate?plan_id=${sprout.id}&subscription_id=${subscriptionId}`,
      undefined,
      tokens.owner,
    );
    expect(down.body).toEqual({ invoice: { amount_due: 0 } });
    expect((await change(harvest.id)).status).toBe(422);
  });

  it('changes the card the subscription is charged to', async () => {
    const path = `/providers/1/subscriptions/${subscriptionId}`;
    const result = await call(
      'PUT',
      path,
      { payment_source: 'src_demo_owner_discover' },
      tokens.owner,
    );
    expect(result.status).toBe(200);
    expect(subscriptionOf(result).payment_source).toMatchObject({
      source: 'src_demo_owner_discover',
      details: { brand: 'discover', last4: '1117' },
    });
    expect(
      (await call('PUT', path, { payment_source: 'src_demo_customer_visa' }, tokens.owner)).body,
    ).toEqual({
      message: paymentMessages.refused,
      errors: { payment_source: [paymentMessages.refused] },
    });
    expect(
      (await call('PUT', path, { payment_source: 'src_demo_owner_jcb' }, tokens.customer)).status,
    ).toBe(403);
    expect(
      (
        await call(
          'PUT',
          '/providers/1/subscriptions/9999',
          { payment_source: 'src_demo_owner_jcb' },
          tokens.owner,
        )
      ).status,
    ).toBe(404);
  });

  it('renews an active subscription whose period has ended', async () => {
    await setPeriod(subscriptionId, -40, -10);
    const { body } = await call(
      'GET',
      `/providers/1/subscriptions/${subscriptionId}`,
      undefined,
      tokens.owner,
    );
    const end = Date.parse(subscriptionOf({ body }).current_period_end);
    expect(end).toBeGreaterThan(Date.now());
    expect(end).toBeLessThan(Date.now() + 22 * dayMs);
  });

  it('refuses another business’s subscription to the owner', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO subscriptions (provider_id, plan_id, current_period_start, current_period_end)
       VALUES (2, 1, now(), now() + interval '1 month') RETURNING id`,
    );
    const other = rows[0]!.id;
    expect(
      await call('PUT', '/orders/subscriptions/cancel', { subscription_id: other }, tokens.owner),
    ).toEqual({ status: 403, body: { message: subscriptionMessages.ownerOnly } });
    expect(
      (
        await call(
          'PUT',
          '/orders/subscriptions',
          { plan_id: bloom.id, subscription_id: other },
          tokens.owner,
        )
      ).status,
    ).toBe(403);
  });

  it('cancels: the subscription runs to the end of its period, and can no longer change plan', async () => {
    const cancel = (token = tokens.owner) =>
      call('PUT', '/orders/subscriptions/cancel', { subscription_id: subscriptionId }, token);
    expect((await cancel(tokens.customer)).status).toBe(403);
    expect((await call('PUT', '/orders/subscriptions/cancel', {}, tokens.owner)).body).toEqual({
      message: 'The subscription id field is required.',
      errors: { subscription_id: ['The subscription id field is required.'] },
    });
    expect(
      (await call('PUT', '/orders/subscriptions/cancel', { subscription_id: 9999 }, tokens.owner))
        .status,
    ).toBe(404);

    const result = await cancel();
    expect(result.status).toBe(200);
    const canceled = subscriptionOf(result);
    expect(canceled).toMatchObject({ id: subscriptionId, status: 'canceled' });
    expect(Date.parse(canceled.current_period_end)).toBeGreaterThan(Date.now());
    // Still the business's subscription until the period ends.
    expect((await providerOne()).subscription_id).toBe(subscriptionId);
    // Cancelling again changes nothing.
    expect(subscriptionOf(await cancel())).toEqual(canceled);

    const change = await call(
      'PUT',
      '/orders/subscriptions',
      { plan_id: bloom.id, subscription_id: subscriptionId },
      tokens.owner,
    );
    expect(change).toEqual({ status: 409, body: { message: subscriptionMessages.canceled } });
    const prorate = await call(
      'GET',
      `/subscriptions/prorate?plan_id=${bloom.id}&subscription_id=${subscriptionId}`,
      undefined,
      tokens.owner,
    );
    expect(prorate.status).toBe(409);

    // Once the period is over it is no longer the business's.
    await setPeriod(subscriptionId, -31, -1);
    expect((await providerOne()).subscription_id).toBeNull();
  });

  it('lets a business whose subscription was canceled subscribe again', async () => {
    const result = await call(
      'POST',
      '/orders/subscriptions',
      { plan_id: bloom.id, payment_source: 'src_demo_owner_jcb' },
      tokens.owner,
    );
    expect(result.status).toBe(201);
    const renewed = subscriptionOf(result);
    expect(renewed.id).not.toBe(subscriptionId);
    expect((await providerOne()).subscription_id).toBe(renewed.id);
    const { rows } = await api.db.query<{ user_id: number }>(
      'SELECT user_id FROM subscriptions WHERE id = $1',
      [renewed.id],
    );
    expect(rows).toEqual([{ user_id: ownerId }]);
  });
});
