// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDiscounts } from '../seed/commerce.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const lookUp = async (token: string) => {
  const response = await api.request(`/discounts/tokens/${encodeURIComponent(token)}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('GET /discounts/tokens/{token}', () => {
  it('answers each seeded code that has not expired', async () => {
    expect(await lookUp('SPRING20')).toEqual({
      status: 200,
      body: { data: { type: 'percent_off', value: 20, token: 'SPRING20' } },
    });
    expect((await lookUp('TENOFF')).body).toEqual({
      data: { type: 'amount_off', value: 1000, token: 'TENOFF' },
    });
    expect((await lookUp('FREEDESIGN')).body).toEqual({
      data: { type: 'percent_off', value: 100, token: 'FREEDESIGN' },
    });
    expect((await lookUp('GIFT50')).body).toEqual({
      data: { type: 'comped', value: 5000, token: 'GIFT50' },
    });
    expect(seedDiscounts.map((discount) => discount.token)).toEqual([
      'SPRING20',
      'TENOFF',
      'FREEDESIGN',
      'GIFT50',
      'WINTER2025',
    ]);
  });

  it('matches a code whatever its case, and answers it as stored', async () => {
    expect((await lookUp('spring20')).body).toEqual({
      data: { type: 'percent_off', value: 20, token: 'SPRING20' },
    });
    expect((await lookUp('Gift50')).status).toBe(200);
  });

  it('answers 422 for an expired code and 404 for an unknown one', async () => {
    expect(await lookUp('WINTER2025')).toEqual({
      status: 422,
      body: { message: 'That discount code has expired.' },
    });
    expect(await lookUp('SPRING2')).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});
