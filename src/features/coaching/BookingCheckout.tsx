import type { OrderWire, ProductWire } from '#src/lib/api/types.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import type { HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { CheckoutPanel } from '#src/features/checkout/CheckoutPanel.tsx';
import { checkoutWording } from '#src/features/checkout/checkoutWording.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import { bookingSession } from './bookingSession.ts';
import { bookingWording as words } from './bookingWording.ts';
import { viewerTimeZone } from './time.ts';

// Steps 3 and 4 of the session booker, in their own chunk with the checkout (and, on demand, Stripe).

export interface BookingCheckoutProps {
  product: ProductWire;
  coachId: number;
  /** The chosen start (UTC ISO; now for an instant booking); null for a package with no call. */
  start: string | null;
  instant: boolean;
  /** The designer's name. */
  designer: string;
  headingLevel: HeadingLevel;
  onComplete: (order: OrderWire) => void;
}

/**
 * 'Book your session': the package with the designer, then the checkout with the session (the
 * sign-in first for a visitor). Once paid the checkout's 'Congratulations!' stays, with the booked
 * time in the viewer's timezone and, for an instant booking, the button to join the meeting;
 * otherwise the pointer to the pre-session questionnaire.
 */
export function BookingCheckout({
  product,
  coachId,
  start,
  instant,
  designer,
  headingLevel,
  onComplete,
}: BookingCheckoutProps) {
  const timeZone = viewerTimeZone(useSession().account?.timezone);
  return (
    <>
      <Text>{words.sessionWith(product.name, designer)}</Text>
      <CheckoutPanel
        product={product}
        session={bookingSession({ coachId, product, start, instant })}
        headingLevel={headingLevel}
        onComplete={onComplete}
        renderSuccess={(order) => <BookingConfirmation order={order} timeZone={timeZone} />}
      />
    </>
  );
}

function BookingConfirmation({ order, timeZone }: { order: OrderWire; timeZone: string }) {
  const time = formatSessionTime(order.scheduled_start, order.scheduled_end, timeZone);
  const joinUrl = order.zoom_meeting?.join_url;
  return (
    <Stack space="medium" align="left">
      <Text>
        {time
          ? words.bookedFor(
              `${time.date}, ${time.start}${time.end ? ` to ${time.end}` : ''} ${time.zone}`,
            )
          : checkoutWording.orderPlaced}
      </Text>
      {order.instant_booking && joinUrl ? (
        <>
          <Text>{checkoutWording.instantBookingReady}</Text>
          <ButtonLink href={joinUrl}>{checkoutWording.joinMeeting}</ButtonLink>
        </>
      ) : (
        <>
          <Text>{checkoutWording.questionnairePointer}</Text>
          <ButtonLink href={`/account/orders/${encodeURIComponent(order.uuid)}/questionnaire`}>
            {checkoutWording.questionnaireButton}
          </ButtonLink>
        </>
      )}
    </Stack>
  );
}
