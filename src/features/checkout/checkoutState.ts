import { useMemo, useReducer } from 'react';
import type { FormErrors } from '#src/lib/api/formErrors.ts';
import type { DiscountWire, OrderWire, ProductWire, SubscriptionWire } from '#src/lib/api/types.ts';
import { discountCents, totalCents } from './money.ts';
import type { PaymentChoice } from './paymentChoice.ts';

/** The panel's screens (docs/spec/features.md §2.9, §4): checkout → confirmation → success. */
export type CheckoutScreen = 'checkout' | 'confirmation' | 'success';

/** A booked session: who with, when (ISO 8601, UTC), and whether it is an instant booking. */
export interface CheckoutSession {
  coachId: number | null;
  start: string | null;
  end: string | null;
  instantBooking: boolean;
}

/** Everything a checkout holds (§4), in one place so every choice survives Go Back and failures. */
export interface CheckoutState {
  screen: CheckoutScreen;
  /** A payment source is being made (Continue) or the order is being placed (Pay). */
  loading: boolean;
  success: boolean;
  product: ProductWire | null;
  discount: DiscountWire | null;
  /** What the payment form shows as chosen. */
  paymentChoice: PaymentChoice;
  /** The `payment_source` the choice resolved to at Continue (null for a total of 0). */
  paymentSource: string | null;
  /** How the confirmation names it: "Visa ending in 4242". */
  paymentLabel: string | null;
  /** The session time, the coach and instant booking, for coaching sessions. */
  session: CheckoutSession | null;
  instantBooking: boolean;
  order: OrderWire | null;
  subscription: SubscriptionWire | null;
  /** Why the last Continue or purchase failed: field messages (`payment_source`, `amount`…) and the form's. */
  errors: FormErrors | null;
}

export type CheckoutAction =
  | { type: 'setProduct'; product: ProductWire | null }
  | { type: 'applyDiscount'; discount: DiscountWire }
  | { type: 'removeDiscount' }
  | { type: 'chooseSource'; choice: PaymentChoice }
  | { type: 'setSession'; session: CheckoutSession | null }
  | { type: 'confirmStart' }
  | { type: 'confirm'; paymentSource: string | null; paymentLabel?: string | null }
  | { type: 'goBack' }
  | { type: 'purchaseStart' }
  | { type: 'purchaseSuccess'; order?: OrderWire | null; subscription?: SubscriptionWire | null }
  | { type: 'purchaseFailure'; errors: FormErrors }
  | { type: 'reset'; product?: ProductWire | null; session?: CheckoutSession | null };

export function initialCheckoutState(
  product: ProductWire | null = null,
  session: CheckoutSession | null = null,
): CheckoutState {
  return {
    screen: 'checkout',
    loading: false,
    success: false,
    product,
    discount: null,
    paymentChoice: null,
    paymentSource: null,
    paymentLabel: null,
    session,
    instantBooking: session?.instantBooking ?? false,
    order: null,
    subscription: null,
    errors: null,
  };
}

/** The checkout's transitions (docs/spec/features.md §4). */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'setProduct':
      if (action.product === state.product) return state;
      if (action.product?.id === state.product?.id) return { ...state, product: action.product };
      // Another product: nothing chosen for the old one applies any more.
      return { ...initialCheckoutState(action.product, state.session) };
    case 'applyDiscount':
      return { ...state, discount: action.discount, errors: null, paymentSource: null };
    case 'removeDiscount':
      return { ...state, discount: null, errors: null, paymentSource: null };
    case 'chooseSource':
      return {
        ...state,
        paymentChoice: action.choice,
        paymentSource: null,
        paymentLabel: null,
        errors: null,
      };
    case 'setSession':
      if (action.session === state.session) return state;
      return {
        ...state,
        session: action.session,
        instantBooking: action.session?.instantBooking ?? false,
      };
    case 'confirmStart':
      return { ...state, loading: true, errors: null };
    case 'confirm':
      return {
        ...state,
        screen: 'confirmation',
        loading: false,
        paymentSource: action.paymentSource,
        paymentLabel: action.paymentLabel ?? null,
        errors: null,
      };
    case 'goBack':
      return { ...state, screen: 'checkout', loading: false };
    case 'purchaseStart':
      return { ...state, loading: true, errors: null };
    case 'purchaseSuccess':
      return {
        ...state,
        screen: 'success',
        loading: false,
        success: true,
        order: action.order ?? state.order,
        subscription: action.subscription ?? state.subscription,
        errors: null,
      };
    case 'purchaseFailure':
      // Back where the choices can be changed, every one of them kept.
      return { ...state, screen: 'checkout', loading: false, errors: action.errors };
    case 'reset':
      return initialCheckoutState(
        action.product === undefined ? state.product : action.product,
        action.session === undefined ? state.session : action.session,
      );
    default:
      return state;
  }
}

/** The subtotal, discount and total of a checkout, in cents. */
export function checkoutAmounts(state: Pick<CheckoutState, 'product' | 'discount'>) {
  const subtotal = state.product?.price ?? 0;
  return {
    subtotal,
    discount: discountCents(subtotal, state.discount),
    total: totalCents(subtotal, state.discount),
  };
}

/** The checkout state with its actions bound (the state for one panel, or a subscription page). */
export function useCheckoutState(
  product: ProductWire | null = null,
  session: CheckoutSession | null = null,
) {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialCheckoutState(product, session),
  );
  const actions = useMemo(
    () => ({
      dispatch,
      setProduct: (next: ProductWire | null) => dispatch({ type: 'setProduct', product: next }),
      applyDiscount: (discount: DiscountWire) => dispatch({ type: 'applyDiscount', discount }),
      removeDiscount: () => dispatch({ type: 'removeDiscount' }),
      chooseSource: (choice: PaymentChoice) => dispatch({ type: 'chooseSource', choice }),
      setSession: (next: CheckoutSession | null) => dispatch({ type: 'setSession', session: next }),
      confirmStart: () => dispatch({ type: 'confirmStart' }),
      confirm: (paymentSource: string | null, paymentLabel?: string | null) =>
        dispatch({ type: 'confirm', paymentSource, paymentLabel }),
      goBack: () => dispatch({ type: 'goBack' }),
      purchaseStart: () => dispatch({ type: 'purchaseStart' }),
      purchaseSuccess: (result: { order?: OrderWire; subscription?: SubscriptionWire }) =>
        dispatch({ type: 'purchaseSuccess', ...result }),
      purchaseFailure: (errors: FormErrors) => dispatch({ type: 'purchaseFailure', errors }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  );
  return [state, actions] as const;
}

export type CheckoutActions = ReturnType<typeof useCheckoutState>[1];
