// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderWire, SurveyResultWire } from '#src/api/types.ts';
import { demoOrderUuids, seedPastSessionAnswers } from '../seed/accountArea.ts';
import { demoPassword } from '../seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../test/startTestApi.ts';

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
  it("answers the customer's three orders, newest first, with product, coach and buyer", async () => {
    const response = await api.request(`/users/${ids.customer}/orders`, bearer(tokens.customer));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: OrderWire[] };
    expect(data.map((order) => order.uuid)).toEqual([
      demoOrderUuids.upcomingSession,
      demoOrderUuids.pastSession,
      demoOrderUuids.design,
    ]);
    const [upcoming, past, design] = data as [OrderWire, OrderWire, OrderWire];

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
      product: {
        name: 'Garden Design',
        session_length: null,
        survey_id: null,
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
    expect(((await admin.json()) as { data: OrderWire[] }).data).toHaveLength(3);
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
    const design = await putOrder(
      demoOrderUuids.design,
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
