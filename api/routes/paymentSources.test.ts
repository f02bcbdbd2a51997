// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentSourceWire } from '#src/lib/api/types.ts';
import { demoPassword } from '../seed/accounts.ts';
import { bearer, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let ids: { customer: number; owner: number; coach: number };
let tokens: { customer: string; coach: string; admin: string };

beforeAll(async () => {
  api = await startTestApi();
  ids = {
    customer: await api.userId('customer@trellis.test'),
    owner: await api.userId('owner@trellis.test'),
    coach: await api.userId('coach@trellis.test'),
  };
  tokens = {
    customer: await api.login('customer@trellis.test', demoPassword),
    coach: await api.login('coach@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
  };
});
afterAll(() => api?.close());

async function sources(userId: number, token: string) {
  const response = await api.request(`/users/${userId}/payment-sources`, bearer(token));
  return { response, body: (await response.json()) as { data: PaymentSourceWire[] } };
}

const remove = (userId: number, source: string, token?: string) =>
  api.request(`/users/${userId}/payment-sources/${source}`, {
    method: 'DELETE',
    ...(token ? bearer(token) : {}),
  });

describe('GET /users/{id}/payment-sources', () => {
  it("answers the customer's four saved cards, in the order they were added, the expired one too", async () => {
    const { response, body } = await sources(ids.customer, tokens.customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toEqual([
      {
        source: 'src_demo_customer_visa',
        status: 'chargeable',
        details: {
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2029,
          name: 'Casey Customer',
        },
      },
      {
        source: 'src_demo_customer_mastercard',
        status: 'chargeable',
        details: {
          brand: 'mastercard',
          last4: '4444',
          exp_month: 8,
          exp_year: 2028,
          name: 'Casey Customer',
        },
      },
      {
        source: 'src_demo_customer_amex',
        status: 'chargeable',
        details: {
          brand: 'american express',
          last4: '0005',
          exp_month: 3,
          exp_year: 2030,
          name: 'Casey Customer',
        },
      },
      {
        source: 'src_demo_customer_discover_expired',
        status: 'failed',
        details: {
          brand: 'discover',
          last4: '0005',
          exp_month: 4,
          exp_year: 2024,
          name: 'Casey Customer',
        },
      },
    ]);
  });

  it("shows an admin anyone's cards: the owner's discover and jcb, the coach's maestro", async () => {
    const owner = await sources(ids.owner, tokens.admin);
    expect(owner.body.data.map((card) => card.details.brand)).toEqual(['discover', 'jcb']);
    const coach = await sources(ids.coach, tokens.coach);
    expect(coach.body.data.map((card) => card.details.brand)).toEqual(['maestro']);
  });

  it('answers 401 without a token and 403 to anyone else', async () => {
    expect((await api.request(`/users/${ids.customer}/payment-sources`)).status).toBe(401);
    const refused = await sources(ids.customer, tokens.coach);
    expect(refused.response.status).toBe(403);
  });
});

describe('GET /users/{id}/payment-sources/{source}', () => {
  it('answers one card, and 404 for a card of someone else or an unknown one', async () => {
    const one = await api.request(
      `/users/${ids.customer}/payment-sources/src_demo_customer_visa`,
      bearer(tokens.customer),
    );
    expect(one.status).toBe(200);
    expect(((await one.json()) as { data: PaymentSourceWire }).data.details.last4).toBe('4242');

    const othersCard = await api.request(
      `/users/${ids.customer}/payment-sources/src_demo_coach_maestro`,
      bearer(tokens.customer),
    );
    expect(othersCard.status).toBe(404);
    expect(await othersCard.json()).toEqual({ message: 'Payment source not found' });
    const refused = await api.request(
      `/users/${ids.customer}/payment-sources/src_demo_customer_visa`,
      bearer(tokens.coach),
    );
    expect(refused.status).toBe(403);
  });
});

describe('DELETE /users/{id}/payment-sources/{source}', () => {
  it('removes a card of the person: 204, and it is gone from the list', async () => {
    const response = await remove(ids.customer, 'src_demo_customer_mastercard', tokens.customer);
    expect(response.status).toBe(204);
    const { body } = await sources(ids.customer, tokens.customer);
    expect(body.data.map((card) => card.source)).toEqual([
      'src_demo_customer_visa',
      'src_demo_customer_amex',
      'src_demo_customer_discover_expired',
    ]);
    expect(
      (await remove(ids.customer, 'src_demo_customer_mastercard', tokens.customer)).status,
    ).toBe(404);
  });

  it("refuses to remove someone else's card, whichever path is used", async () => {
    expect((await remove(ids.coach, 'src_demo_coach_maestro')).status).toBe(401);
    expect((await remove(ids.coach, 'src_demo_coach_maestro', tokens.customer)).status).toBe(403);
    expect((await remove(ids.customer, 'src_demo_coach_maestro', tokens.customer)).status).toBe(
      404,
    );
    expect((await sources(ids.coach, tokens.coach)).body.data).toHaveLength(1);
  });

  it('lets an admin remove a card for someone', async () => {
    expect((await remove(ids.owner, 'src_demo_owner_jcb', tokens.admin)).status).toBe(204);
    const { body } = await sources(ids.owner, tokens.admin);
    expect(body.data.map((card) => card.details.brand)).toEqual(['discover']);
  });
});
