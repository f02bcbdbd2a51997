// The checkout module (docs/checkout.md). Pages and sections that show a checkout should import
// `LazyCheckoutPanel` from './LazyCheckoutPanel.tsx' (its own chunk); this index brings in the whole
// panel and react-stripe-js.
export {
  CheckoutPanel,
  orderRequest,
  type CheckoutPanelProps,
  type CheckoutPanelSession,
} from './CheckoutPanel.tsx';
export { LazyCheckoutPanel } from './LazyCheckoutPanel.tsx';
export {
  checkoutAmounts,
  checkoutReducer,
  initialCheckoutState,
  useCheckoutState,
  type CheckoutAction,
  type CheckoutActions,
  type CheckoutScreen,
  type CheckoutSession,
  type CheckoutState,
} from './checkoutState.ts';
export { checkoutWording } from './checkoutWording.ts';
export { DiscountField, discountErrorMessage, type DiscountFieldProps } from './DiscountField.tsx';
export { describeDiscount, discountCents, totalCents } from './money.ts';
export type { PaymentChoice, ResolvedPaymentSource } from './paymentChoice.ts';
export {
  cardExpiry,
  newCardValue,
  PaymentForm,
  paymentSourcesKey,
  type PaymentFormProps,
} from './PaymentForm.tsx';
export {
  loadStripeFromApi,
  StripeProvider,
  stripeLoadTimeout,
  type CardEntryState,
  type CardSourceData,
  type CheckoutStripe,
  type CreateSourceResult,
  type StripeProviderProps,
  type StripeStatus,
} from './stripe.tsx';
export { cardName, useResolvePaymentSource } from './useResolvePaymentSource.ts';
