import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutStripe } from '../stripe.tsx';
import { createFakeStripe, type FakeCardElement } from './fakeStripe.ts';

function mountCard() {
  const fake = createFakeStripe();
  const elements = fake.stripe.elements();
  const card = elements.create('card', { hidePostalCode: true }) as unknown as FakeCardElement;
  const node = document.createElement('div');
  document.body.append(node);
  card.mount(node);
  return { fake, elements, card, node };
}

describe('the fake Stripe', () => {
  it('has what <Elements> checks a Stripe object for', () => {
    const { stripe } = createFakeStripe();
    for (const name of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment']) {
      expect(typeof (stripe as unknown as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('mounts a labelled, focusable card input and marks its container as Stripe does', () => {
    const { card, node } = mountCard();
    expect(node.querySelector('input')).toHaveAccessibleName('Credit or debit card number');
    expect(node).toHaveClass('StripeElement', 'StripeElement--empty');
    card.focus();
    expect(node.querySelector('input')).toHaveFocus();
    expect(node).toHaveClass('StripeElement--focus');
  });

  it('makes one card Element at a time, and finds it by type or by component', () => {
    const { elements, card } = mountCard();
    expect(() => elements.create('card')).toThrow('Can only create one Element of type card.');
    expect(elements.getElement('card')).toBe(card);
    expect(elements.getElement(CardElement)).toBe(card);
    card.destroy();
    expect(elements.getElement('card')).toBeNull();
    expect(() => card.mount(document.body)).toThrow('This Element has already been destroyed.');
    expect(elements.create('card')).not.toBe(card);
  });

  it('sends change events with Stripe’s fields, and ready after mounting', async () => {
    const { card } = mountCard();
    const onChange = vi.fn();
    const onReady = vi.fn();
    card.on('change', onChange);
    card.on('ready', onReady);
    card.setState({ complete: true, empty: false });
    expect(onChange).toHaveBeenLastCalledWith({
      elementType: 'card',
      empty: false,
      complete: true,
      error: undefined,
      value: { postalCode: '' },
      brand: 'visa',
    });
    card.off('change', onChange);
    card.setState({ complete: false, empty: false, error: 'Your card number is invalid.' });
    expect(onChange).toHaveBeenCalledTimes(1);
    const fresh = createFakeStripe().stripe.elements().create('card') as unknown as FakeCardElement;
    fresh.on('ready', onReady);
    fresh.mount(document.body);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(fresh));
  });

  it('creates a source with the owner, or says why not', async () => {
    const { fake, card } = mountCard();
    const stripe = fake.stripe as CheckoutStripe;
    const element = card as unknown as StripeCardElement;
    const owner = { type: 'card' as const, owner: { email: 'sam@example.com' } };
    expect(await stripe.createSource!(element, owner)).toEqual({
      error: expect.objectContaining({ message: 'Your card number is incomplete.' }),
    });
    fake.setCard({ complete: true, empty: false });
    const made = await stripe.createSource!(element, owner);
    expect(made.source).toMatchObject({
      id: 'src_fake_1',
      status: 'chargeable',
      owner: { email: 'sam@example.com' },
      card: { brand: 'Visa', last4: '4242' },
    });
    fake.setOutcome('not-chargeable');
    expect((await stripe.createSource!(element, owner)).source?.status).toBe('failed');
    fake.setOutcome('fails', 'Your card has insufficient funds.');
    expect((await stripe.createSource!(element, owner)).error?.message).toBe(
      'Your card has insufficient funds.',
    );
    expect(fake.createSourceCalls).toHaveLength(4);
  });
});
