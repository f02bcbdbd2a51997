// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountWire,
  OrderCreateRequest,
  OrderWire,
  SurveyResultWire,
} from '#src/lib/api/types.ts';
import { paymentMessages } from '../payments.ts';
import { demoOrderUuids, seedPastSessionAnswers } from '../seed/accountArea.ts';
import { demoPassword } from '../seed/accounts.ts';
import { inDesignOrderUuid } from '../seed/designs.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let ids: { customer: number; coach: number };
let tokens: { customer: string; coach: string; owner: string; admin: string };

beforeAll(async () => {
  api = await startTestApi();
  ids = {
    customer: await api.userId('customer@trellis.test'),
    coach: await api.userId('coach@trellis.test'),
  };
  tokens = {
    customer: await api.login('customer@trellis.test', demoPassword),
    coach: await api.login('coach@trellis.test', demoPassword),
    owner: await api.login('owner@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
  };
});
afterAll(() => api?.close());

async function getOrder(uuid: string, token?: string) {
  const response = await api.request(`/orders/uuid/${uuid}`, token ? bearer(token) : {});
  return { response, body: (await response.json()) as { data: OrderWire } };
}

const putOrder = (uuid: string, body: unknown, token?: string) =>
  api.request(`/orders/uuid/${uuid}`, jsonRequest('PUT', body, token));

const dayMs = 24 * 60 * 60 * 1000;

describe('GET /users/{id}/orders', () => {
  it("answers the customer's four orders, newest first, with product, coach and buyer", async () => {
    const response = await api.request(`/users/${ids.customer}/orders`, bearer(tokens.customer));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OrderWire[] };
    expect(data.map((order) => order.uuid)).toEqual([
      demoOrderUuids.upcomingSession,
      demoOrderUuids.pastSession,
      // Design 2's, with Maya chosen (api/seed/designs.ts).
      inDesignOrderUuid,
      demoOrderUuids.design,
    ]);
    const [upcoming, past, , design] = data as [OrderWire, OrderWire, OrderWire, OrderWire];

    expect(upcoming).toMatchObject({
      user_id: ids.customer,
      coach_id: ids.coach,
      amount: 12500,
      discount: 0,
      status: 'scheduled',
      instant_booking: false,
      zoom_meeting: { join_url: 'https://zoom.example/j/84512345678' },
      survey_results_id: null,
      design_id: null,
      product: {
        name: 'Virtual Consult — 60 minutes',
        price: 12500,
        session_length: 60,
        survey_id: 1,
        canInstantBook: false,
        type: 'coaching-session',
      },
      coach: {
        id: ids.coach,
        first_name: 'Maya',
        last_name: 'Okafor',
        images: { avatar: { image: '/api/media/avatar-maya.svg' } },
      },
      user: { id: ids.customer, first_name: 'Casey', last_name: 'Customer' },
    });
    expect(upcoming.scheduled_start).toMatch(/T17:00:00\.000Z$/);
    const startsIn = Date.parse(upcoming.scheduled_start!) - Date.now();
    expect(startsIn).toBeGreaterThan(2 * dayMs);
    expect(startsIn).toBeLessThan(4 * dayMs);
    expect(Date.parse(upcoming.scheduled_end!) - Date.parse(upcoming.scheduled_start!)).toBe(
      60 * 60 * 1000,
    );

    expect(past).toMatchObject({
      status: 'complete',
      amount: 6500,
      discount: -1000,
      zoom_meeting: null,
      survey_results_id: expect.any(Number),
      product: { name: 'Virtual Consult — 30 minutes', session_length: 30, canInstantBook: true },
    });
    expect(Date.parse(past.scheduled_start!)).toBeLessThan(Date.now() - 13 * dayMs);

    expect(design).toMatchObject({
      status: 'paid',
      amount: 24900,
      scheduled_start: null,
      scheduled_end: null,
      zoom_meeting: null,
      design_id: 1,
      // The designer and the kick-off call are chosen on the design (PUT /designs/{id}).
      coach_id: null,
      coach: null,
      product: {
        name: 'Garden Design',
        session_length: 30,
        survey_id: 2,
        type: 'garden-design',
      },
    });
  });

  it('the past session holds the questionnaire the customer submitted', async () => {
    const { body } = await getOrder(demoOrderUuids.pastSession, tokens.customer);
    const { rows } = await api.db.query<{ results: unknown; user_id: number; survey_id: number }>(
      'SELECT results, user_id, survey_id FROM survey_results WHERE id = $1',
      [body.data.survey_results_id],
    );
    expect(rows).toEqual([
      { results: seedPastSessionAnswers, user_id: ids.customer, survey_id: 1 },
    ]);
  });

  it('answers 401 without a token, 403 to others, and the list to an admin', async () => {
    expect((await api.request(`/users/${ids.customer}/orders`)).status).toBe(401);
    expect((await api.request(`/users/${ids.customer}/orders`, bearer(tokens.coach))).status).toBe(
      403,
    );
    const admin = await api.request(`/users/${ids.customer}/orders`, bearer(tokens.admin));
    expect(((await admin.json()) as { data: OrderWire[] }).data).toHaveLength(4);
    const coachOwn = await api.request(`/users/${ids.coach}/orders`, bearer(tokens.coach));
    expect(await coachOwn.json()).toEqual({ data: [] });
  });
});

describe('GET /orders/uuid/{uuid}', () => {
  it('answers the order to its buyer, its coach and admins', async () => {
    for (const token of [tokens.customer, tokens.coach, tokens.admin]) {
      const { response, body } = await getOrder(demoOrderUuids.upcomingSession, token);
      expect(response.status).toBe(200);
      expect(body.data.uuid).toBe(demoOrderUuids.upcomingSession);
    }
  });

  it('answers 404 to anyone else, as for an order that does not exist', async () => {
    const other = await getOrder(demoOrderUuids.upcomingSession, tokens.owner);
    expect(other.response.status).toBe(404);
    expect(other.body).toEqual({ message: 'Order not found' });
    const unknown = await getOrder('00000000-0000-4000-8000-000000000000', tokens.customer);
    expect(unknown.body).toEqual({ message: 'Order not found' });
    expect((await getOrder('not-a-uuid', tokens.customer)).response.status).toBe(404);
    expect((await getOrder(demoOrderUuids.design)).response.status).toBe(401);
  });
});

describe('PUT /orders/uuid/{uuid}', () => {
  async function newResult(token: string) {
    const response = await api.request(
      '/surveys/results/1',
      jsonRequest(
        'POST',
        {
          answers: {
            garden_size: 'A patio',
            growing: ['Nothing yet'],
            sun: 'Mostly shade (under 3 hours)',
            goals: 'Learn the basics.',
          },
        },
        token,
      ),
    );
    return ((await response.json()) as { data: SurveyResultWire }).data.id;
  }

  it("attaches the buyer's questionnaire answers to the order", async () => {
    const resultId = await newResult(tokens.customer);
    const response = await putOrder(
      demoOrderUuids.upcomingSession,
      { survey_results_id: resultId },
      tokens.customer,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OrderWire };
    expect(data).toMatchObject({
      uuid: demoOrderUuids.upcomingSession,
      survey_results_id: resultId,
    });
    expect((await getOrder(demoOrderUuids.upcomingSession, tokens.coach)).body.data).toMatchObject({
      survey_results_id: resultId,
    });
  });

  it("refuses a result that is not the buyer's, not of the product's survey, or missing", async () => {
    const coachResult = await newResult(tokens.coach);
    const invalid = { survey_results_id: ['The selected survey results id is invalid.'] };
    for (const value of [coachResult, 999_999, 'abc']) {
      const response = await putOrder(
        demoOrderUuids.upcomingSession,
        { survey_results_id: value },
        tokens.customer,
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual(invalid);
    }
    // Garden Design Lite (product 4) has no questionnaire.
    const { rows } = await api.db.query<{ uuid: string }>(
      `INSERT INTO orders (uuid, user_id, product_id, amount, discount, status)
       VALUES (gen_random_uuid(), $1, 4, 14900, 0, 'paid') RETURNING uuid::text AS uuid`,
      [ids.customer],
    );
    const design = await putOrder(
      rows[0]!.uuid,
      { survey_results_id: await newResult(tokens.customer) },
      tokens.customer,
    );
    expect(((await design.json()) as { errors: unknown }).errors).toEqual({
      survey_results_id: ['This order has no questionnaire.'],
    });
  });

  it('lets only the buyer and admins change the order', async () => {
    const resultId = await newResult(tokens.customer);
    const body = { survey_results_id: resultId };
    expect((await putOrder(demoOrderUuids.upcomingSession, body)).status).toBe(401);
    expect((await putOrder(demoOrderUuids.upcomingSession, body, tokens.coach)).status).toBe(403);
    expect((await putOrder(demoOrderUuids.upcomingSession, body, tokens.owner)).status).toBe(404);
    expect((await putOrder(demoOrderUuids.upcomingSession, body, tokens.admin)).status).toBe(200);
  });
});

describe('POST /orders', () => {
  const hourMs = 60 * 60 * 1000;

  /** A garden design (product 1, 24900) paid in full with the customer's Visa. */
  const designOrder = (changes: Partial<OrderCreateRequest> = {}): OrderCreateRequest => ({
    user_id: ids.customer,
    amount: 24900,
    discount: 0,
    discount_token: null,
    payment_source: 'src_demo_customer_visa',
    product_id: 1,
    coach_id: null,
    instant_booking: false,
    scheduled_start: null,
    scheduled_end: null,
    ...changes,
  });

  /**
   * The first time a session of the product can start with the demo coach a week or more from now
   * (GET /users/{id}/available-times: inside her hours, clear of her bookings).
   */
  async function freeStart(productId = 3): Promise<string> {
    const from = new Date(Date.now() + 7 * dayMs).toISOString();
    const to = new Date(Date.now() + 21 * dayMs).toISOString();
    const response = await api.request(
      `/users/${ids.coach}/available-times?product_id=${productId}&date[start]=${from}&date[end]=${to}`,
    );
    const { data } = (await response.json()) as { data: { start: string }[] };
    expect(data.length).toBeGreaterThan(0);
    return data[0]!.start;
  }

  /** A 60-minute session (product 3, 12500) with the demo coach at `start` (one of her free times). */
  const sessionOrder = (
    start: string,
    changes: Partial<OrderCreateRequest> = {},
  ): OrderCreateRequest =>
    designOrder({
      amount: 12500,
      product_id: 3,
      coach_id: ids.coach,
      scheduled_start: start,
      scheduled_end: new Date(Date.parse(start) + hourMs).toISOString(),
      ...changes,
    });

  async function post(body: unknown, token: string | null = tokens.customer) {
    const response = await api.request('/orders', jsonRequest('POST', body, token ?? undefined));
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  async function created(body: unknown) {
    const result = await post(body);
    expect(result.response.status).toBe(201);
    return (result.body as { data: { order: OrderWire } }).data.order;
  }

  const stored = async (uuid: string) =>
    (
      await api.db.query<{
        discount_token: string | null;
        payment_source: string | null;
        metadata: unknown;
      }>('SELECT discount_token, payment_source, metadata FROM orders WHERE uuid = $1::uuid', [
        uuid,
      ])
    ).rows[0]!;

  it('buys a garden design with a discount code: the order, its design and the account’s overview', async () => {
    const order = await created(
      designOrder({
        amount: 19920,
        discount: -4980,
        discount_token: 'spring20',
        metadata: { survey_answers: { sun: 'Full sun (6+ hours)' } },
      }),
    );
    expect(order).toMatchObject({
      user_id: ids.customer,
      product_id: 1,
      amount: 19920,
      discount: -4980,
      status: 'paid',
      coach_id: null,
      scheduled_start: null,
      scheduled_end: null,
      instant_booking: false,
      zoom_meeting: null,
      design_id: expect.any(Number),
      product: { id: 1, name: 'Garden Design', type: 'garden-design' },
      user: { id: ids.customer, first_name: 'Casey' },
    });
    expect(order.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(order.design_id).toBeGreaterThan(1);
    expect(await stored(order.uuid)).toEqual({
      discount_token: 'SPRING20',
      payment_source: 'src_demo_customer_visa',
      metadata: { survey_answers: { sun: 'Full sun (6+ hours)' } },
    });

    const { rows: designs } = await api.db.query(
      'SELECT user_id, product_id, name, status FROM designs WHERE id = $1',
      [order.design_id],
    );
    expect(designs).toEqual([
      { user_id: ids.customer, product_id: 1, name: 'Garden Design', status: 'created' },
    ]);
    const account = (await (await api.request('/account', bearer(tokens.customer))).json()) as {
      data: AccountWire;
    };
    expect(account.data.designs_overview).toEqual({
      '1': 'created',
      '2': 'in_design',
      [String(order.design_id)]: 'created',
    });
    const mine = await api.request(`/users/${ids.customer}/orders`, bearer(tokens.customer));
    expect(((await mine.json()) as { data: OrderWire[] }).data[0]!.uuid).toBe(order.uuid);
  });

  it('takes a total of 0 without a card, and names the design after the product', async () => {
    const order = await created(
      designOrder({
        product_id: 5,
        amount: 0,
        discount: -39900,
        discount_token: 'FREEDESIGN',
        payment_source: null,
      }),
    );
    expect(order).toMatchObject({ amount: 0, discount: -39900, status: 'paid' });
    expect((await stored(order.uuid)).payment_source).toBeNull();
    const { rows } = await api.db.query('SELECT name FROM designs WHERE id = $1', [
      order.design_id,
    ]);
    expect(rows).toEqual([{ name: 'Garden Design Plus' }]);
  });

  it('sums amount_off and comped codes, capped at the price', async () => {
    const tenOff = await created(
      sessionOrder(await freeStart(), { amount: 11500, discount: -1000, discount_token: 'TENOFF' }),
    );
    expect(tenOff).toMatchObject({ amount: 11500, discount: -1000 });

    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO products (name, price, description, type)
       VALUES ('Seed swap ticket', 3000, 'A test product cheaper than the GIFT50 credit.', 'ticket')
       RETURNING id`,
    );
    const cheap = rows[0]!.id;
    // GIFT50 is a 5000 credit: on a 3000 product it takes 3000, leaving nothing to pay.
    const over = await post(
      designOrder({ product_id: cheap, amount: 0, discount: -5000, discount_token: 'GIFT50' }),
    );
    expect(over.response.status).toBe(422);
    const capped = await created(
      designOrder({
        product_id: cheap,
        amount: 0,
        discount: -3000,
        discount_token: 'GIFT50',
        payment_source: null,
      }),
    );
    expect(capped).toMatchObject({ amount: 0, discount: -3000, status: 'paid', design_id: null });
  });

  it('refuses an amount or a discount that disagrees with its own sum', async () => {
    const expected = {
      message:
        'The amount does not match this order: the total is 19920 cents (price 24900, discount -4980).',
      errors: {
        amount: [
          'The amount does not match this order: the total is 19920 cents (price 24900, discount -4980).',
        ],
      },
    };
    for (const changes of [
      { amount: 19000, discount: -4980 },
      { amount: 19920, discount: -5000 },
      { amount: 24900, discount: 0 },
    ]) {
      const { response, body } = await post(
        designOrder({ ...changes, discount_token: 'SPRING20' }),
      );
      expect(response.status).toBe(422);
      expect(body).toEqual(expected);
    }
    // A discount without a code is not a discount.
    const noCode = await post(designOrder({ amount: 19920, discount: -4980 }));
    expect(noCode.body.errors).toEqual({
      amount: [
        'The amount does not match this order: the total is 24900 cents (price 24900, discount 0).',
      ],
    });
  });

  it('refuses an expired or unknown code', async () => {
    const expired = await post(designOrder({ discount_token: 'WINTER2025' }));
    expect(expired.response.status).toBe(422);
    expect(expired.body.errors).toEqual({ discount_token: ['That discount code has expired.'] });
    const unknown = await post(designOrder({ discount_token: 'NOPE' }));
    expect(unknown.body.errors).toEqual({
      discount_token: ['The selected discount token is invalid.'],
    });
  });

  it('needs one of the person’s chargeable saved cards when there is something to pay', async () => {
    const cases: [unknown, string][] = [
      [null, paymentMessages.required],
      ['', paymentMessages.required],
      ['src_demo_customer_discover_expired', paymentMessages.refused],
      ['src_demo_owner_jcb', paymentMessages.refused],
      ['src_1NewCardFromStripeJs', paymentMessages.noStripeKey],
    ];
    for (const [source, message] of cases) {
      const { response, body } = await post(designOrder({ payment_source: source as string }));
      expect(response.status).toBe(422);
      expect(body).toEqual({ message, errors: { payment_source: [message] } });
    }
    expect(paymentMessages.noStripeKey).toBe(
      'This API cannot charge new cards: it has no Stripe key (see docs/api.md).',
    );
    const { rows } = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM orders WHERE payment_source = 'src_demo_owner_jcb'",
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('books a coaching session: scheduled, with the coach and the end worked out from the length', async () => {
    const body = sessionOrder(await freeStart());
    const order = await created({ ...body, scheduled_end: undefined });
    expect(order).toMatchObject({
      status: 'scheduled',
      coach_id: ids.coach,
      coach: { id: ids.coach, first_name: 'Maya' },
      scheduled_start: body.scheduled_start,
      scheduled_end: body.scheduled_end,
      instant_booking: false,
      zoom_meeting: null,
      design_id: null,
    });
    const coachSees = await getOrder(order.uuid, tokens.coach);
    expect(coachSees.response.status).toBe(200);
  });

  it('gives an instant booking a demo meeting link', async () => {
    // The coach goes live for an hour (POST /users/{id}/available-now); the session starts now.
    const live = await api.request(
      `/users/${ids.coach}/available-now`,
      jsonRequest('POST', { end: new Date(Date.now() + hourMs).toISOString() }, tokens.coach),
    );
    expect(live.status).toBe(200);
    try {
      const before = Date.now();
      const order = await created(
        designOrder({
          product_id: 2,
          amount: 7500,
          coach_id: ids.coach,
          instant_booking: true,
          scheduled_start: null,
          scheduled_end: null,
        }),
      );
      expect(order.instant_booking).toBe(true);
      expect(order.status).toBe('scheduled');
      expect(order.zoom_meeting?.join_url).toMatch(/^https:\/\/zoom\.example\/j\/[1-9]\d{10}$/);
      expect(Date.parse(order.scheduled_start!)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(order.scheduled_start!)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(order.scheduled_end!) - Date.parse(order.scheduled_start!)).toBe(
        30 * 60 * 1000,
      );
    } finally {
      await api.request(`/users/${ids.coach}/available-now`, jsonRequest('PUT', {}, tokens.coach));
    }
  });

  it('checks the session: an active coach, a start, the right end, instant booking only where allowed', async () => {
    const paused = await api.userId('paused@trellis.test');
    const start = await freeStart();
    const cases: [Partial<OrderCreateRequest>, Record<string, string[]>][] = [
      [{ coach_id: null }, { coach_id: ['The coach id field is required.'] }],
      [{ coach_id: paused }, { coach_id: ['The selected coach id is invalid.'] }],
      [{ coach_id: ids.customer }, { coach_id: ['The selected coach id is invalid.'] }],
      [
        { scheduled_start: null, scheduled_end: null },
        { scheduled_start: ['The scheduled start field is required.'] },
      ],
      [
        { scheduled_start: 'next tuesday' },
        { scheduled_start: ['The scheduled start must be a valid date (ISO 8601).'] },
      ],
      [
        { scheduled_end: new Date(Date.now() + 9 * dayMs).toISOString() },
        {
          scheduled_end: [
            'The scheduled end must be the start plus the session length (60 minutes).',
          ],
        },
      ],
      [
        { instant_booking: true },
        { instant_booking: ['This product cannot be booked instantly.'] },
      ],
    ];
    for (const [changes, errors] of cases) {
      const { response, body } = await post(sessionOrder(start, changes));
      expect(response.status).toBe(422);
      expect(body.errors).toEqual(errors);
    }
    const scheduledDesign = await post(
      designOrder({ scheduled_start: new Date(Date.now() + 9 * dayMs).toISOString() }),
    );
    expect(scheduledDesign.body.errors).toEqual({
      scheduled_start: ['This product has no session to schedule.'],
    });
  });

  it('checks the product, the sums and the metadata', async () => {
    const missing = await post({});
    expect(missing.response.status).toBe(422);
    expect(missing.body.errors).toEqual({
      product_id: ['The product id field is required.'],
      amount: ['The amount field is required.'],
    });
    const wrong = await post(
      designOrder({
        product_id: 999,
        amount: 'lots' as unknown as number,
        metadata: [] as unknown as Record<string, unknown>,
      }),
    );
    expect(wrong.body.errors).toEqual({
      product_id: ['The selected product id is invalid.'],
      amount: ['The amount must be an integer (cents).'],
      metadata: ['The metadata must be an object.'],
    });
  });

  it('needs a signed-in buyer, who buys for themself', async () => {
    expect((await post(designOrder(), null)).response.status).toBe(401);
    const forSomeoneElse = await post(designOrder({ user_id: ids.coach }));
    expect(forSomeoneElse.response.status).toBe(403);
    expect(forSomeoneElse.body).toEqual({ message: 'This action is unauthorized.' });
  });
});
