import type { CheckoutState } from './checkoutState.ts';

/**
 * What the top of the panel says after a failed step: the form's message and the fields', each
 * once. The payment form shows its own error, so that one is left out while a payment is needed.
 */
export function panelMessages(errors: CheckoutState['errors'], needsPayment: boolean): string[] {
  if (!errors) return [];
  return [
    errors.form,
    ...Object.entries(errors.fields)
      .filter(([field]) => !(field === 'payment_source' && needsPayment))
      .map(([, message]) => message),
  ].filter((message, index, all): message is string =>
    Boolean(message && all.indexOf(message) === index),
  );
}
