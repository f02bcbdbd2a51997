// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductWire } from '#src/lib/api/types.ts';
import { seedAccountProducts } from '../seed/accountArea.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function list(query = '') {
  const response = await api.request(`/products${query}`);
  return { response, body: (await response.json()) as { data: ProductWire[] } };
}

describe('GET /products', () => {
  it('answers every product, cheapest first, with the lines of its price card', async () => {
    const { response, body } = await list();
    expect(response.status).toBe(200);
    expect(body.data.map((product) => [product.id, product.price])).toEqual([
      [6, 3500],
      [2, 7500],
      [3, 12500],
      [4, 14900],
      [1, 24900],
      [5, 39900],
    ]);
    expect(body.data.find((product) => product.id === 1)).toEqual(seedAccountProducts[0]);
    for (const product of body.data) {
      expect(product.attributes!.length).toBeGreaterThanOrEqual(3);
      expect(product.attributes!.length).toBeLessThanOrEqual(5);
    }
  });

  it('filters by type and sorts by price in the order asked', async () => {
    const designs = await list('?type=garden-design');
    expect(designs.body.data.map((product) => product.name)).toEqual([
      'Garden Design Lite',
      'Garden Design',
      'Garden Design Plus',
    ]);
    const sessions = await list('?type=coaching-session&order=desc');
    // 60 min, 30 min (instant), then the photo review: no call, so no length to schedule.
    expect(sessions.body.data.map((product) => product.id)).toEqual([3, 2, 6]);
    expect(sessions.body.data[1]).toMatchObject({ canInstantBook: true, session_length: 30 });
    expect(sessions.body.data[2]).toEqual(seedAccountProducts[5]);
    expect(sessions.body.data[2]).toMatchObject({
      name: 'Garden Photo Review',
      price: 3500,
      session_length: 0,
      survey_id: 1,
      canInstantBook: false,
    });
    expect((await list('?type=workshop')).body.data).toEqual([]);
    const upper = await list('?type=garden-design&order=DESC');
    expect(upper.body.data.map((product) => product.id)).toEqual([5, 1, 4]);
  });

  it('refuses an unknown order, and more than one type', async () => {
    const { response, body } = await list('?order=cheapest');
    expect(response.status).toBe(422);
    expect(body).toEqual({
      message: "The selected order is invalid: use 'asc' or 'desc'.",
      errors: { order: ["The selected order is invalid: use 'asc' or 'desc'."] },
    });
    const twoTypes = await list('?type=garden-design&type=coaching-session');
    expect(twoTypes.response.status).toBe(422);
    expect(twoTypes.body).toEqual({
      message: 'The type must be a string.',
      errors: { type: ['The type must be a string.'] },
    });
  });
});

describe('GET /products/{id}', () => {
  it('answers one product', async () => {
    const response = await api.request('/products/4');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: seedAccountProducts[3] });
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['999', 'garden-design']) {
      const response = await api.request(`/products/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Product not found' });
    }
  });
});
