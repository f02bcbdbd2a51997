import type { CheckoutPanelSession } from '#src/features/checkout/CheckoutPanel.tsx';
import type { BookingState } from './bookingState.ts';
import { sessionEnd } from './time.ts';

/**
 * The session the booker sends to the checkout: the designer, and for a call its start and its end
 * (start + the package's length) and whether it is instant. A package with no call sends no times.
 */
export function bookingSession(
  state: Pick<BookingState, 'coachId' | 'product' | 'start' | 'instant'>,
): Required<CheckoutPanelSession> {
  const minutes = state.product?.session_length ?? 0;
  const start = state.start && minutes > 0 ? state.start : null;
  return {
    coachId: state.coachId,
    start,
    end: start ? sessionEnd(start, minutes) : null,
    instantBooking: state.instant,
  };
}
