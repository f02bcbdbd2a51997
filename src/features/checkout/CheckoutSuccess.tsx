import type { ReactNode, Ref } from 'react';
import type { OrderWire } from '#src/lib/api/types.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { checkoutWording } from './checkoutWording.ts';

export interface CheckoutSuccessProps {
  order: OrderWire;
  headingLevel: HeadingLevel;
  /** The heading takes focus when the view appears. */
  headingRef: Ref<HTMLHeadingElement>;
  renderSuccess?: (order: OrderWire) => ReactNode;
}

/**
 * 'Congratulations!' and what comes next: the meeting link of an instant booking that has one, else
 * the pointer to the order's questionnaire (or what the page holding the panel shows instead).
 */
export function CheckoutSuccess({
  order,
  headingLevel,
  headingRef,
  renderSuccess,
}: CheckoutSuccessProps) {
  const joinUrl = order.zoom_meeting?.join_url;
  return (
    <Stack space="medium">
      <Heading level={headingLevel} ref={headingRef} tabIndex={-1}>
        {checkoutWording.congratulations}
      </Heading>
      {renderSuccess ? (
        renderSuccess(order)
      ) : order.instant_booking && joinUrl ? (
        <Stack space="medium" align="left">
          <Text>{checkoutWording.instantBookingReady}</Text>
          <ButtonLink href={joinUrl}>{checkoutWording.joinMeeting}</ButtonLink>
        </Stack>
      ) : (
        <Stack space="medium" align="left">
          <Text>{checkoutWording.orderPlaced}</Text>
          <Text>{checkoutWording.questionnairePointer}</Text>
          <ButtonLink href={`/account/orders/${encodeURIComponent(order.uuid)}/questionnaire`}>
            {checkoutWording.questionnaireButton}
          </ButtonLink>
        </Stack>
      )}
    </Stack>
  );
}
