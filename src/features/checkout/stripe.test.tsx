import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { checkoutWording } from './checkoutWording.ts';
import type { PaymentChoice } from './paymentChoice.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { StripeProvider } from './stripe.tsx';
import { checkoutHandlers } from './testing/checkoutFixtures.ts';
import { createFakeStripe } from './testing/fakeStripe.ts';

// The real loading path: GET /stripe, then `loadStripe` from @stripe/stripe-js, here replaced as
// the network boundary (js.stripe.com cannot be reached from these machines either).
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(loadStripe).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function NewCard() {
  const [choice, setChoice] = useState<PaymentChoice>(null);
  return <PaymentForm userId={41} value={choice} onChange={setChoice} />;
}

function show(publishableKey: string | null = 'pk_test_trellis', ...overrides: HttpHandler[]) {
  const requests: string[] = [];
  server.use(...overrides, ...checkoutHandlers({ requests, publishableKey }));
  render(
    <StoryProviders>
      <StripeProvider>
        <NewCard />
      </StripeProvider>
    </StoryProviders>,
  );
  return { requests, user: userEvent.setup() };
}

describe('StripeProvider', () => {
  it('asks the API for its key with the cards, and loads Stripe.js only when a new card is to be entered', async () => {
    vi.mocked(loadStripe).mockImplementation(() => createFakeStripe().promise);
    const { requests, user } = show();
    await screen.findByRole('radiogroup');
    expect(requests.toSorted()).toEqual(['GET /stripe', 'GET /users/41/payment-sources']);
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Add a new card' }));
    expect(
      await screen.findByRole(
        'textbox',
        { name: 'Credit or debit card number' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // The key already answered is the one Stripe.js gets: it is not asked for again.
    expect(requests.filter((request) => request === 'GET /stripe')).toHaveLength(1);
    expect(loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_trellis');
  });

  it('says payment options failed when Stripe.js cannot be reached', async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { user } = show();
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sorry! There was an issue loading payment options. Try refreshing the page.',
      ),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the saved cards only when the API has no key, says nothing is wrong and never loads Stripe.js', async () => {
    show(null);
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const card of [
      /Visa ending in 4242/,
      /Mastercard ending in 4444/,
      /Discover ending in 1117/,
    ])
      expect(within(group).getByRole('radio', { name: card })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Add a new card' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(checkoutWording.loadFailed)).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('says payment options failed when GET /stripe fails', async () => {
    const { user } = show(
      'pk_test_trellis',
      http.get('/api/stripe', () => HttpResponse.json({}, { status: 500 })),
    );
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(checkoutWording.loadFailed),
    );
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('says it is needed when PaymentForm is used without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <StoryProviders>
          <NewCard />
        </StoryProviders>,
      ),
    ).toThrow('PaymentForm must be used inside <StripeProvider>');
  });
});
