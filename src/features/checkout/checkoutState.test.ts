import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderWire, SubscriptionWire } from '#src/lib/api/types.ts';
import {
  checkoutAmounts,
  checkoutReducer,
  initialCheckoutState,
  useCheckoutState,
  type CheckoutSession,
} from './checkoutState.ts';
import {
  demoCheckoutSources,
  demoCoachingSession,
  demoDiscounts,
  demoGardenDesign,
  demoOrderFor,
} from './testing/checkoutFixtures.ts';

const visa = { type: 'saved', source: demoCheckoutSources[0]! } as const;
const session: CheckoutSession = {
  coachId: 2,
  start: '2026-05-04T15:00:00Z',
  end: '2026-05-04T16:00:00Z',
  instantBooking: true,
};
const order: OrderWire = demoOrderFor(
  {
    user_id: 41,
    amount: 24900,
    discount: 0,
    payment_source: 'src_visa',
    product_id: 1,
    coach_id: null,
    instant_booking: false,
    scheduled_start: null,
    scheduled_end: null,
  },
  demoGardenDesign,
);

describe('checkoutReducer', () => {
  it('starts on the checkout screen with nothing chosen', () => {
    const state = initialCheckoutState(demoGardenDesign);
    expect(state).toMatchObject({
      screen: 'checkout',
      loading: false,
      success: false,
      product: demoGardenDesign,
      discount: null,
      paymentChoice: null,
      paymentSource: null,
      session: null,
      instantBooking: false,
      order: null,
      subscription: null,
      errors: null,
    });
  });

  it('applies a discount and removes it again', () => {
    const applied = checkoutReducer(initialCheckoutState(demoGardenDesign), {
      type: 'applyDiscount',
      discount: demoDiscounts.SPRING20!,
    });
    expect(applied.discount).toEqual(demoDiscounts.SPRING20);
    expect(checkoutAmounts(applied)).toEqual({ subtotal: 24900, discount: -4980, total: 19920 });
    const removed = checkoutReducer(applied, { type: 'removeDiscount' });
    expect(removed.discount).toBeNull();
    expect(checkoutAmounts(removed)).toEqual({ subtotal: 24900, discount: 0, total: 24900 });
  });

  it('chooses a payment source and forgets a source resolved for the previous choice', () => {
    let state = checkoutReducer(initialCheckoutState(demoGardenDesign), {
      type: 'chooseSource',
      choice: { type: 'new' },
    });
    state = checkoutReducer(state, {
      type: 'confirm',
      paymentSource: 'src_fake_1',
      paymentLabel: 'Visa ending in 4242',
    });
    state = checkoutReducer(state, { type: 'goBack' });
    state = checkoutReducer(state, { type: 'chooseSource', choice: visa });
    expect(state.paymentChoice).toEqual(visa);
    expect(state.paymentSource).toBeNull();
    expect(state.paymentLabel).toBeNull();
  });

  it('holds the session time and whether it is an instant booking', () => {
    const state = checkoutReducer(initialCheckoutState(demoCoachingSession), {
      type: 'setSession',
      session,
    });
    expect(state.session).toEqual(session);
    expect(state.instantBooking).toBe(true);
    expect(checkoutReducer(state, { type: 'setSession', session: null }).instantBooking).toBe(
      false,
    );
  });

  it('goes to confirmation with the resolved source and back with everything kept', () => {
    let state = initialCheckoutState(demoGardenDesign);
    state = checkoutReducer(state, { type: 'applyDiscount', discount: demoDiscounts.TENOFF! });
    state = checkoutReducer(state, { type: 'chooseSource', choice: visa });
    state = checkoutReducer(state, { type: 'confirmStart' });
    expect(state.loading).toBe(true);
    state = checkoutReducer(state, {
      type: 'confirm',
      paymentSource: 'src_visa',
      paymentLabel: 'Visa ending in 4242',
    });
    expect(state).toMatchObject({
      screen: 'confirmation',
      loading: false,
      paymentSource: 'src_visa',
    });
    const back = checkoutReducer(state, { type: 'goBack' });
    expect(back).toMatchObject({
      screen: 'checkout',
      discount: demoDiscounts.TENOFF,
      paymentChoice: visa,
      paymentSource: 'src_visa',
    });
  });

  it('records a purchase: loading, then success with the order', () => {
    let state = initialCheckoutState(demoGardenDesign);
    state = checkoutReducer(state, { type: 'purchaseStart' });
    expect(state.loading).toBe(true);
    state = checkoutReducer(state, { type: 'purchaseSuccess', order });
    expect(state).toMatchObject({ screen: 'success', loading: false, success: true, order });
  });

  it('records a subscription as a success too', () => {
    const subscription = { id: 9, status: 'active' } as SubscriptionWire;
    const state = checkoutReducer(initialCheckoutState(null), {
      type: 'purchaseSuccess',
      subscription,
    });
    expect(state).toMatchObject({ success: true, subscription, order: null });
  });

  it('comes back to checkout on a failure with the errors and every choice kept', () => {
    let state = initialCheckoutState(demoGardenDesign);
    state = checkoutReducer(state, { type: 'applyDiscount', discount: demoDiscounts.GIFT50! });
    state = checkoutReducer(state, { type: 'chooseSource', choice: visa });
    state = checkoutReducer(state, { type: 'confirm', paymentSource: 'src_visa' });
    state = checkoutReducer(state, { type: 'purchaseStart' });
    const errors = { fields: { payment_source: 'Sorry…' }, form: null };
    state = checkoutReducer(state, { type: 'purchaseFailure', errors });
    expect(state).toMatchObject({
      screen: 'checkout',
      loading: false,
      success: false,
      errors,
      discount: demoDiscounts.GIFT50,
      paymentChoice: visa,
    });
  });

  it('clears the errors once a choice changes', () => {
    let state = checkoutReducer(initialCheckoutState(demoGardenDesign), {
      type: 'purchaseFailure',
      errors: { fields: {}, form: 'Nope' },
    });
    state = checkoutReducer(state, { type: 'chooseSource', choice: visa });
    expect(state.errors).toBeNull();
  });

  it('resets to a fresh checkout of the same product and session', () => {
    let state = initialCheckoutState(demoCoachingSession, session);
    state = checkoutReducer(state, { type: 'applyDiscount', discount: demoDiscounts.SPRING20! });
    state = checkoutReducer(state, { type: 'chooseSource', choice: visa });
    state = checkoutReducer(state, { type: 'purchaseSuccess', order });
    expect(checkoutReducer(state, { type: 'reset' })).toEqual(
      initialCheckoutState(demoCoachingSession, session),
    );
  });

  it('starts over when the product changes, and keeps going when the same product is handed in again', () => {
    let state = checkoutReducer(initialCheckoutState(demoGardenDesign), {
      type: 'applyDiscount',
      discount: demoDiscounts.SPRING20!,
    });
    expect(
      checkoutReducer(state, { type: 'setProduct', product: { ...demoGardenDesign } }).discount,
    ).toEqual(demoDiscounts.SPRING20);
    state = checkoutReducer(state, { type: 'setProduct', product: demoCoachingSession });
    expect(state.discount).toBeNull();
    expect(state.product).toBe(demoCoachingSession);
  });
});

describe('useCheckoutState', () => {
  it('binds the actions to the state', () => {
    const { result } = renderHook(() => useCheckoutState(demoGardenDesign));
    act(() => result.current[1].applyDiscount(demoDiscounts.FREEDESIGN!));
    expect(checkoutAmounts(result.current[0]).total).toBe(0);
    act(() => result.current[1].confirm(null));
    expect(result.current[0].screen).toBe('confirmation');
    act(() => result.current[1].reset());
    expect(result.current[0]).toEqual(initialCheckoutState(demoGardenDesign));
  });
});
