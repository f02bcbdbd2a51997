import type { OrderCreateRequest } from '#src/lib/api/types.ts';
import { checkoutAmounts, type CheckoutState } from './checkoutState.ts';

/** The charge payload of POST /orders (docs/spec/features.md §3, the commerce contract). */
export function orderRequest(
  state: CheckoutState,
  userId: number,
  metadata: Record<string, unknown> | undefined,
): OrderCreateRequest {
  const product = state.product;
  if (!product) throw new Error('A checkout needs a product');
  const { discount, total } = checkoutAmounts(state);
  return {
    user_id: userId,
    amount: total,
    discount,
    discount_token: state.discount?.token ?? null,
    payment_source: total > 0 ? state.paymentSource : null,
    product_id: product.id,
    coach_id: state.session?.coachId ?? product.pivot?.user_id ?? null,
    instant_booking: state.instantBooking,
    scheduled_start: state.session?.start ?? null,
    scheduled_end: state.session?.end ?? null,
    metadata: metadata ?? {},
  };
}
