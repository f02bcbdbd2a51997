import { screen, render, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PaymentSourceWire,
  SubscriptionPlanWire,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { SubscriptionManager } from './SubscriptionManager.tsx';

const plans: SubscriptionPlanWire[] = [
  { id: 1, name: 'Sprout', price: 1900, interval: 'month', description: 'Listed.', attributes: [] },
  {
    id: 2,
    name: 'Bloom',
    price: 4900,
    interval: 'month',
    description: 'With your team.',
    attributes: [{ text: 'Team on your profile', included: true }],
  },
];
const cards: PaymentSourceWire[] = [
  {
    source: 'src_owner_discover',
    status: 'chargeable',
    details: { brand: 'discover', last4: '1117', exp_month: 11, exp_year: 2030 },
  },
  {
    source: 'src_owner_old',
    status: 'failed',
    details: { brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2024 },
  },
];
const subscription: SubscriptionWire = {
  id: 9,
  provider_id: 3,
  plan_id: 1,
  plan: plans[0]!,
  status: 'active',
  current_period_end: '2027-01-15T00:00:00Z',
  payment_source: cards[0]!,
};
const account = { id: 7, email: 'owner@example.com', timezone: 'UTC' };

const server = setupServer();
const bodies: { method: string; path: string; body: unknown }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

function api(extra: Parameters<typeof server.use> = []) {
  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      bodies.push({ method, path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ data: subscription }, { status: method === 'POST' ? 201 : 200 });
    };
  server.use(
    ...extra,
    http.get('*/users/7/payment-sources', () => HttpResponse.json({ data: cards })),
    // The reference API's default: no Stripe key, so saved cards only.
    http.get('*/stripe', () => HttpResponse.json({ data: { publishable_key: null } })),
    http.get('*/subscriptions/prorate', () => HttpResponse.json({ invoice: { amount_due: 3650 } })),
    http.post('*/orders/subscriptions', record('POST')),
    http.put('*/orders/subscriptions', record('PUT')),
    http.put('*/orders/subscriptions/cancel', record('PUT')),
    http.put('*/providers/3/subscriptions/9', record('PUT')),
  );
}

function showManager(current: SubscriptionWire | null, onChanged = vi.fn()) {
  render(
    <StoryProviders>
      <SubscriptionManager
        providerId={3}
        plans={plans}
        subscription={current}
        account={account}
        onChanged={onChanged}
      />
    </StoryProviders>,
  );
  return onChanged;
}

describe('the subscription page', () => {
  it('subscribes with a saved card and says so', async () => {
    api();
    const user = userEvent.setup();
    const onChanged = showManager(null);
    expect(screen.getByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Bloom' }));
    await user.click(await screen.findByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe to Bloom for $49.00 a month' }));
    expect(await screen.findByText('You have successfully subscribed')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/orders/subscriptions',
        body: { payment_source: 'src_owner_discover', plan_id: 2 },
      },
    ]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('refuses a card that cannot be charged, before asking the API', async () => {
    api();
    const user = userEvent.setup();
    showManager(null);
    await user.click(screen.getByRole('button', { name: 'Choose Sprout' }));
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 0002/ }));
    await user.click(screen.getByRole('button', { name: /Subscribe to Sprout/ }));
    expect(
      await screen.findByText(
        'Sorry, we are not able to accept that payment method. Please try another card.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says why a subscription could not be created', async () => {
    api([
      http.post('*/orders/subscriptions', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    ]);
    const user = userEvent.setup();
    showManager(null);
    await user.click(screen.getByRole('button', { name: 'Choose Sprout' }));
    await user.click(await screen.findByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(screen.getByRole('button', { name: /Subscribe to Sprout/ }));
    expect(
      await screen.findByText('Sorry, we were unable to create your subscription at this time.'),
    ).toBeInTheDocument();
  });

  it('shows the proration before changing the plan', async () => {
    api();
    const user = userEvent.setup();
    showManager(subscription);
    expect(screen.getByRole('heading', { name: 'Your plan: Sprout' })).toBeInTheDocument();
    expect(screen.getByText('Payment method: Discover ending in 1117')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Bloom' }));
    expect(
      await screen.findByText(
        'Switching to Bloom now costs $36.50 today (what is left of your current plan is credited), then $49.00 a month.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(
      await screen.findByText('You have successfully updated your subscription'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/orders/subscriptions',
        body: { plan_id: 2, subscription_id: 9 },
      },
    ]);
  });

  it('cancels only after a confirmation', async () => {
    api();
    const user = userEvent.setup();
    showManager(subscription);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveTextContent(
      'Cancel your Sprout subscription? It stays active until January 15, 2027, then ends.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(
      await screen.findByText('You have successfully canceled your subscription'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies).toEqual([
        { method: 'PUT', path: '/api/orders/subscriptions/cancel', body: { subscription_id: 9 } },
      ]),
    );
  });

  it('updates the payment method', async () => {
    api();
    const user = userEvent.setup();
    showManager(subscription);
    await user.click(screen.getByRole('button', { name: 'Update payment method' }));
    await user.click(await screen.findByRole('radio', { name: /Discover ending in 1117/ }));
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByText('Your payment method has been updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/providers/3/subscriptions/9',
        body: { payment_source: 'src_owner_discover' },
      },
    ]);
  });

  it('says when a canceled subscription ends, and offers no more changes', () => {
    api();
    showManager({ ...subscription, status: 'canceled' });
    expect(screen.getByText(/Canceled: it ends on January 15, 2027\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Bloom' })).toBeInTheDocument();
  });
});
