// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  demoCustomer,
  demoOrders,
  demoPaymentSources,
} from '#src/features/account/testing/demoAccount.ts';
import { loader as ordersLoader } from './account.orders.tsx';
import { loader as paymentsLoader } from './account.payments.tsx';
import { accountRoute, fakeApi, signedInRequest } from './testing/accountRoutes.ts';

const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;

describe('the payment methods and orders pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('load the saved cards with the page', async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /users/1/payment-sources': Response.json({ data: demoPaymentSources }),
    });
    const result = await paymentsLoader(
      args<Parameters<typeof paymentsLoader>[0]>(await signedInRequest('/account/payments')),
    );
    expect(result).toEqual({ userId: 1, sources: demoPaymentSources });
  });

  it('still render when the cards cannot be loaded (the list says so)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /users/1/payment-sources': Response.json({ message: 'Down' }, { status: 502 }),
    });
    const result = await paymentsLoader(
      args<Parameters<typeof paymentsLoader>[0]>(await signedInRequest('/account/payments')),
    );
    expect(result).toEqual({ userId: 1, sources: null });
  });

  it("load the orders with the person's timezone", async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /users/1/orders': Response.json({ data: demoOrders }),
    });
    const result = await ordersLoader(
      args<Parameters<typeof ordersLoader>[0]>(await signedInRequest('/account/orders')),
    );
    expect(result).toEqual({ userId: 1, timezone: 'America/Chicago', orders: demoOrders });
  });

  it('still render the orders page when the orders cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /users/1/orders': Response.json({ message: 'Down' }, { status: 500 }),
    });
    const result = await ordersLoader(
      args<Parameters<typeof ordersLoader>[0]>(await signedInRequest('/account/orders')),
    );
    expect(result.orders).toBeNull();
  });
});
