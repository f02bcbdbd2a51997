import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
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

function show(publishableKey: string | null = 'pk_test_trellis') {
  const requests: string[] = [];
  server.use(...checkoutHandlers({ requests, publishableKey }));
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
  it('loads the key and Stripe.js only when a new card is to be entered', async () => {
    vi.mocked(loadStripe).mockImplementation(() => createFakeStripe().promise);
    const { requests, user } = show();
    await screen.findByRole('radiogroup');
    expect(requests).toEqual(['GET /users/41/payment-sources']);
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Add a new card' }));
    expect(
      await screen.findByRole(
        'textbox',
        { name: 'Credit or debit card number' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual(['GET /users/41/payment-sources', 'GET /stripe']);
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

  it('says payment options failed when the API has no key, without asking Stripe', async () => {
    const { user } = show(null);
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(checkoutWording.loadFailed),
    );
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('says payment options failed when GET /stripe fails', async () => {
    const { user } = show();
    server.use(http.get('/api/stripe', () => HttpResponse.json({}, { status: 500 })));
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
