import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { checkoutWording } from './checkoutWording.ts';
import type { PaymentChoice, ResolvedPaymentSource } from './paymentChoice.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { StripeProvider } from './stripe.tsx';
import { checkoutHandlers, type CheckoutApiOptions } from './testing/checkoutFixtures.ts';
import {
  createFakeStripe,
  fakeDeclineMessage,
  unreachableStripe,
  type FakeStripe,
} from './testing/fakeStripe.ts';
import { useResolvePaymentSource } from './useResolvePaymentSource.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lazy = { timeout: 5000 };
const email = 'sam@example.com';

/** A page using the payment form as the subscription page does: the form and a button that resolves it. */
function Harness({ onResolved }: { onResolved: (result: ResolvedPaymentSource) => void }) {
  const [choice, setChoice] = useState<PaymentChoice>(null);
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolvePaymentSource();
  return (
    <>
      <PaymentForm
        userId={41}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(null);
        }}
        error={error}
      />
      <button
        type="button"
        onClick={async () => {
          const result = await resolve(email);
          setError(result.error ?? null);
          onResolved(result);
        }}
      >
        Use this card
      </button>
    </>
  );
}

function show({
  stripe,
  api,
}: { stripe?: FakeStripe | Promise<Stripe | null> | null; api?: CheckoutApiOptions } = {}) {
  const requests: string[] = [];
  server.use(...checkoutHandlers({ requests, ...api }));
  const onResolved = vi.fn<(result: ResolvedPaymentSource) => void>();
  const given = stripe && 'promise' in stripe ? stripe.promise : (stripe ?? undefined);
  render(
    <StoryProviders>
      <StripeProvider stripe={given}>
        <Harness onResolved={onResolved} />
      </StripeProvider>
    </StoryProviders>,
  );
  return { requests, onResolved, user: userEvent.setup() };
}

const resolvedWith = async (
  user: ReturnType<typeof userEvent.setup>,
  onResolved: ReturnType<typeof vi.fn>,
) => {
  await user.click(screen.getByRole('button', { name: 'Use this card' }));
  await waitFor(() => expect(onResolved).toHaveBeenCalled());
  return onResolved.mock.lastCall?.[0] as ResolvedPaymentSource;
};

const cardInput = () => screen.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);

describe('PaymentForm: saved cards', () => {
  it('lists the saved cards with brand, last four digits and expiry, and does not load Stripe', async () => {
    const fake = createFakeStripe();
    const { requests } = show({ stripe: fake });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(within(group).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(group).getByText('Expires 12/2029')).toBeInTheDocument();
    expect(within(group).getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(
      within(group).getByRole('img', { name: 'Mastercard', hidden: true }),
    ).toBeInTheDocument();
    expect(within(group).getByText('Cannot be charged')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Add a new card' })).toBeInTheDocument();
    // The key, to know whether a new card can be offered; not Stripe.js itself.
    expect(requests.toSorted()).toEqual(['GET /stripe', 'GET /users/41/payment-sources']);
    expect(fake.elementsGroups).toHaveLength(0);
  });

  it('resolves a chargeable saved card to its source', async () => {
    const { user, onResolved } = show();
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }));
    expect(await resolvedWith(user, onResolved)).toEqual({
      source: 'src_visa',
      label: 'Visa ending in 4242',
    });
  });

  it('refuses a saved card that is not chargeable', async () => {
    const { user, onResolved } = show();
    await user.click(await screen.findByRole('radio', { name: /Discover ending in 1117/ }));
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.notChargeable });
    expect(screen.getByRole('alert')).toHaveTextContent(checkoutWording.notChargeable);
  });

  it('asks for a card when none is chosen', async () => {
    const { user, onResolved } = show();
    await screen.findByRole('radiogroup');
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.selectCard });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select a credit card or enter a new one.',
    );
  });

  it('offers a new card when the saved ones cannot be loaded', async () => {
    const fake = createFakeStripe();
    show({ stripe: fake, api: { sources: 500 } });
    // Said where the cards would be, and in a toast.
    await waitFor(() =>
      expect(
        screen.getAllByText('Sorry, we were unable to load your payment information'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await cardInput()).toBeInTheDocument();
  });
});

describe('PaymentForm: a new card against the fake Stripe', () => {
  it('shows the card field without a choice when there are no saved cards', async () => {
    show({ stripe: createFakeStripe(), api: { sources: [] } });
    expect(await cardInput()).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
  });

  it('turns a complete card into a chargeable source with the owner’s e-mail', async () => {
    const fake = createFakeStripe();
    const { user, onResolved, requests } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242 4242 4242 4242');
    expect(await resolvedWith(user, onResolved)).toEqual({
      source: 'src_fake_1',
      label: 'Visa ending in 4242',
    });
    expect(fake.createSourceCalls).toEqual([{ type: 'card', owner: { email } }]);
    // The fake Stripe came through the prop in place of Stripe.js: the key was asked for once, to
    // know that a new card can be offered.
    expect(requests.filter((request) => request === 'GET /stripe')).toHaveLength(1);
    // react-stripe-js made one Elements group and registered itself, as with Stripe.js.
    expect(fake.elementsGroups).toHaveLength(1);
    expect(fake.appInfo).toContainEqual(expect.objectContaining({ name: 'react-stripe-js' }));
  });

  it('says "Please select a credit card or enter a new one." for an incomplete card', async () => {
    const fake = createFakeStripe();
    const { user, onResolved } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242 42');
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.selectCard });
    expect(fake.createSourceCalls).toEqual([]);
  });

  it('reads out the card field’s own error and refuses the card', async () => {
    const fake = createFakeStripe();
    const { user, onResolved } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242 4242 4242 4241');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.selectCard });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card number is invalid.Please select a credit card or enter a new one.',
    );
    expect(fake.createSourceCalls).toEqual([]);
  });

  it('reports an unfinished number once the field is left, as Stripe does', async () => {
    const { user } = show({ stripe: createFakeStripe() });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  });

  it('refuses a source that is not chargeable', async () => {
    const fake = createFakeStripe({ createSource: 'not-chargeable' });
    const { user, onResolved } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242424242424242');
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.notChargeable });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we are not able to accept that payment method. Please try another card.',
    );
  });

  it('says Stripe’s message when creating the source fails', async () => {
    const fake = createFakeStripe({ createSource: 'fails' });
    const { user, onResolved } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(await cardInput(), '4242424242424242');
    expect(await resolvedWith(user, onResolved)).toEqual({ error: fakeDeclineMessage });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('removes the card field when a saved card is chosen instead, and makes a new one when asked again', async () => {
    const fake = createFakeStripe();
    const { user } = show({ stripe: fake });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await cardInput();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    expect(screen.queryByRole('textbox', { name: 'Credit or debit card number' })).toBeNull();
    expect(fake.card()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Add a new card' }));
    expect(await cardInput()).toHaveValue('');
    expect(fake.elementsGroups[0]!.created).toHaveLength(2);
    expect(fake.elementsGroups[0]!.created[0]!.destroyed).toBe(true);
  });
});

describe('PaymentForm: payment options that cannot load', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('says so when Stripe cannot be loaded, and saved cards still work', async () => {
    const { user, onResolved } = show({ stripe: unreachableStripe() });
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sorry! There was an issue loading payment options. Try refreshing the page.',
      ),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await resolvedWith(user, onResolved)).toEqual({ error: checkoutWording.selectCard });
    await user.click(screen.getByRole('radio', { name: /Mastercard ending in 4444/ }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await resolvedWith(user, onResolved)).toEqual({
      source: 'src_mastercard',
      label: 'Mastercard ending in 4444',
    });
  });
});

describe('PaymentForm: an API without a Stripe key (saved cards only)', () => {
  it('offers the saved cards without "Add a new card", and asks for one of them', async () => {
    const fake = createFakeStripe();
    const { user, onResolved } = show({ stripe: fake, api: { publishableKey: null } });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: 'Add a new card' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await resolvedWith(user, onResolved)).toEqual({
      error: checkoutWording.selectSavedCard,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a credit card.');
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    expect(await resolvedWith(user, onResolved)).toEqual({
      source: 'src_visa',
      label: 'Visa ending in 4242',
    });
    expect(fake.elementsGroups).toHaveLength(0);
  });

  it('says calmly that there is no card to pay with when none is saved, and the same on resolving', async () => {
    const fake = createFakeStripe();
    const { user, onResolved } = show({ stripe: fake, api: { publishableKey: null, sources: [] } });
    expect(
      await screen.findByText(
        'There is no saved card on your account, and new cards cannot be added on this site.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    expect(screen.queryByText(checkoutWording.loadFailed)).not.toBeInTheDocument();
    expect(await resolvedWith(user, onResolved)).toEqual({
      error: checkoutWording.noCardAvailable,
    });
    // Read out once, from the alert area, not said twice.
    expect(screen.getByRole('alert')).toHaveTextContent(checkoutWording.noCardAvailable);
    expect(screen.getAllByText(checkoutWording.noCardAvailable)).toHaveLength(1);
    expect(fake.elementsGroups).toHaveLength(0);
  });
});
