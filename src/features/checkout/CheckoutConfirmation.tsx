import type { Ref } from 'react';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import * as styles from './checkout.css.ts';
import type { CheckoutState } from './checkoutState.ts';
import { checkoutWording } from './checkoutWording.ts';
import { OrderSummary } from './OrderSummary.tsx';

export interface CheckoutConfirmationProps {
  state: CheckoutState;
  productName: string;
  /** The total, formatted. */
  total: string;
  needsPayment: boolean;
  headingLevel: HeadingLevel;
  /** The heading takes focus when the view appears. */
  headingRef: Ref<HTMLHeadingElement>;
  onPay: () => void;
  onGoBack: () => void;
}

/** The last look before paying: the order, the card it is paid with, 'Pay {amount}' and 'Go Back'. */
export function CheckoutConfirmation({
  state,
  productName,
  total,
  needsPayment,
  headingLevel,
  headingRef,
  onPay,
  onGoBack,
}: CheckoutConfirmationProps) {
  return (
    <Stack space="large" className={styles.screen}>
      <Heading level={headingLevel} ref={headingRef} tabIndex={-1}>
        {checkoutWording.confirmationHeading}
      </Heading>
      <Text>{checkoutWording.confirmPurchase(productName, total)}</Text>
      <OrderSummary state={state} />
      <Text>
        {state.paymentLabel
          ? `Paying with ${state.paymentLabel}.`
          : checkoutWording.noPaymentNeeded}
      </Text>
      <Inline space="small">
        <Button size="large" loading={state.loading} onClick={onPay}>
          {needsPayment ? checkoutWording.pay(total) : checkoutWording.placeOrder}
        </Button>
        <Button size="large" variant="ghost" disabled={state.loading} onClick={onGoBack}>
          {checkoutWording.goBack}
        </Button>
      </Inline>
    </Stack>
  );
}
