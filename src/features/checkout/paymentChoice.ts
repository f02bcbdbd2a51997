import type { PaymentSourceWire } from '#src/lib/api/types.ts';

/**
 * What the payment form has chosen: a saved card, a new card to be entered, or nothing yet. A new
 * card becomes a `payment_source` only when it is resolved (`useResolvePaymentSource`).
 */
export type PaymentChoice = { type: 'saved'; source: PaymentSourceWire } | { type: 'new' } | null;

/** What resolving a choice gives: the `payment_source` to send (and how to name it), or the message to show. */
export type ResolvedPaymentSource =
  | { source: string; label: string; error?: undefined }
  | { source?: undefined; label?: undefined; error: string };
