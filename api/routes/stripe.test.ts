// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, StripeConfigWire } from '#src/lib/api/types.ts';
import { paymentMessages } from '../payments.ts';
import { jsonBody, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let api: TestApi | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

const stripeConfig = async (test: TestApi) =>
  (await (await test.request('/stripe')).json()) as { data: StripeConfigWire };

describe('GET /stripe', () => {
  it('answers a null publishable key when none is set: the API takes no new cards', async () => {
    api = await startTestApi({ seed: false, stripe: { publishableKey: null, secretKey: null } });
    expect(await stripeConfig(api)).toEqual({ data: { publishable_key: null } });
  });

  it('answers the publishable key, never the secret one', async () => {
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', ' pk_test_fromTheEnvironment ');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_neverSent');
    api = await startTestApi({ seed: false });
    const response = await api.request('/stripe');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ data: { publishable_key: 'pk_test_fromTheEnvironment' } });
    expect(text).not.toContain('sk_test');
  });
});

describe('a new card with a secret key set', () => {
  it('is still refused: charging through Stripe is not implemented here', async () => {
    api = await startTestApi({
      seed: false,
      stripe: { publishableKey: 'pk_test_x', secretKey: 'sk_test_x' },
    });
    const register = await api.request(
      '/users',
      jsonBody({
        first_name: 'Nell',
        last_name: 'Newcard',
        email: 'nell@example.test',
        password: 'a-long-password',
        timezone: 'America/Chicago',
      }),
    );
    const { access_token } = (await register.json()) as LoginResponse;
    await api.db.query(
      `INSERT INTO products (id, name, price, description, type)
       VALUES (1, 'Garden Design', 24900, '', 'garden-design')`,
    );
    const response = await api.request(
      '/orders',
      jsonRequest(
        'POST',
        { product_id: 1, amount: 24900, discount: 0, payment_source: 'src_1NewCard' },
        access_token,
      ),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: paymentMessages.notImplemented,
      errors: { payment_source: [paymentMessages.notImplemented] },
    });
  });
});
