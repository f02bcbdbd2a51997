import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useCallback } from 'react';
import { cardBrandLabel } from '#src/features/account/cardBrands/index.ts';
import { checkoutWording } from './checkoutWording.ts';
import type { PaymentChoice, ResolvedPaymentSource } from './paymentChoice.ts';
import { useStripeBoundary, type CheckoutStripe } from './stripe.tsx';

/** "Visa ending in 4242". */
export const cardName = (brand: string, last4: string) =>
  `${cardBrandLabel(brand)} ending in ${last4}`;

/**
 * Turns the payment form's choice into the `payment_source` to send (docs/spec/features.md §5): a
 * saved card must be chargeable; a new card must be complete (its field's own errors show beside it), then becomes a source through
 * `stripe.createSource(card, { type: 'card', owner: { email } })`, which must come back
 * `chargeable`. Otherwise it answers the message to show. Call it inside the `StripeProvider` of the
 * `PaymentForm`; without a `choice` it uses the one that form shows.
 */
export function useResolvePaymentSource(): (
  email: string,
  choice?: PaymentChoice,
) => Promise<ResolvedPaymentSource> {
  const boundary = useStripeBoundary('useResolvePaymentSource');
  const stripe = useStripe() as CheckoutStripe | null;
  const elements = useElements();

  return useCallback(
    async (email, choice) => {
      const snapshot = boundary.snapshot();
      const chosen = choice === undefined ? snapshot.choice : choice;
      if (!chosen) {
        const { offers } = snapshot;
        if (offers.newCard) return { error: checkoutWording.selectCard };
        // Without a Stripe key there is no new card to enter: the message must not ask for one.
        return {
          error: offers.saved ? checkoutWording.selectSavedCard : checkoutWording.noCardAvailable,
        };
      }
      if (chosen.type === 'saved') {
        const { source, status, details } = chosen.source;
        return status === 'chargeable'
          ? { source, label: cardName(details.brand, details.last4) }
          : { error: checkoutWording.notChargeable };
      }
      const element = elements?.getElement(CardElement) ?? null;
      if (!stripe || !element) return { error: checkoutWording.selectCard };
      // An unfinished or invalid card is not a card (§5); its own error already shows by the field.
      if (!snapshot.card.complete) return { error: checkoutWording.selectCard };
      if (typeof stripe.createSource !== 'function') return { error: checkoutWording.loadFailed };
      try {
        const result = await stripe.createSource(element, { type: 'card', owner: { email } });
        if (result.error) return { error: result.error.message || checkoutWording.notChargeable };
        if (result.source.status !== 'chargeable') return { error: checkoutWording.notChargeable };
        const card = result.source.card;
        return {
          source: result.source.id,
          label: card?.last4 ? cardName(card.brand ?? 'card', card.last4) : 'your new card',
        };
      } catch (error) {
        console.warn('The card could not be turned into a payment source', error);
        return { error: checkoutWording.loadFailed };
      }
    },
    [boundary, stripe, elements],
  );
}
