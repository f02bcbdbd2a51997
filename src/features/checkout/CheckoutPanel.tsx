import { useEffect, useMemo, type ReactNode } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { OrderWire, ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import { InlineSignIn } from '#src/lib/session/InlineSignIn.tsx';
import { isAuthenticated } from '#src/lib/session/account.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import * as styles from './checkout.css.ts';
import { CheckoutConfirmation } from './CheckoutConfirmation.tsx';
import {
  checkoutAmounts,
  useCheckoutState,
  type CheckoutScreen,
  type CheckoutSession,
} from './checkoutState.ts';
import { CheckoutSuccess } from './CheckoutSuccess.tsx';
import { checkoutWording } from './checkoutWording.ts';
import { DiscountField } from './DiscountField.tsx';
import { orderRequest } from './orderRequest.ts';
import { panelMessages } from './panelMessages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { CheckoutAlert, PaymentForm } from './PaymentForm.tsx';
import { StripeProvider } from './stripe.tsx';
import { useCheckoutFocus } from './useCheckoutFocus.ts';
import { useResolvePaymentSource } from './useResolvePaymentSource.ts';

export { orderRequest };

/** The session being bought, for coaching sessions: times are ISO 8601 in UTC. */
export interface CheckoutPanelSession {
  coachId?: number | null;
  start?: string | null;
  end?: string | null;
  instantBooking?: boolean;
}

export interface CheckoutPanelProps {
  product: ProductWire;
  /** The session booked with a coach (coaching sessions). The coach defaults to the product's. */
  session?: CheckoutPanelSession;
  /** Extra order metadata sent with the order (survey answers held before a design exists…). */
  metadata?: Record<string, unknown>;
  /** Called once the order is placed. */
  onComplete?: (order: OrderWire) => void;
  /** Replaces what the success view shows under 'Congratulations!'. */
  renderSuccess?: (order: OrderWire) => ReactNode;
  /** The level of the panel's headings (2 by default). */
  headingLevel?: HeadingLevel;
  /**
   * False when what holds the panel names the checkout already (a dialog titled 'Checkout:
   * {product}'): the checkout view then has no 'Checkout' heading of its own, and coming back to it
   * puts focus on Continue.
   */
  showCheckoutHeading?: boolean;
}

/**
 * The checkout (docs/spec/features.md §2.9, §4): a visitor signs up or logs in inside it first; then
 * 'checkout' (the product, its price, a discount, the total, the payment form unless the total is 0,
 * Continue), 'confirmation' ('Pay {amount}', or 'Place Order' for a total of 0; 'Go Back') and the
 * success view. A failed purchase comes back to 'checkout' with the server's messages and every
 * choice kept. Each new view moves focus to its heading (to Continue for a checkout view without
 * one). It brings its own `StripeProvider` unless one is around it.
 */
export function CheckoutPanel(props: CheckoutPanelProps) {
  return (
    <StripeProvider>
      <CheckoutFlow {...props} />
    </StripeProvider>
  );
}

function CheckoutFlow({
  product,
  session,
  metadata,
  onComplete,
  renderSuccess,
  headingLevel = 2,
  showCheckoutHeading = true,
}: CheckoutPanelProps) {
  const api = useApi();
  const { account } = useSession();
  const resolvePaymentSource = useResolvePaymentSource();
  const { coachId = null, start = null, end = null, instantBooking = false } = session ?? {};
  const hasSession = Boolean(session);
  // Only the values matter: a new object with the same ones is the same session.
  const checkoutSession = useMemo<CheckoutSession | null>(
    () => (hasSession ? { coachId, start, end, instantBooking } : null),
    [hasSession, coachId, start, end, instantBooking],
  );
  const [state, actions] = useCheckoutState(product, checkoutSession);
  useEffect(() => actions.setProduct(product), [actions, product]);
  useEffect(() => actions.setSession(checkoutSession), [actions, checkoutSession]);

  const signedIn = isAuthenticated(account);
  const view: CheckoutScreen | 'signin' = signedIn ? state.screen : 'signin';
  const { checkoutHeading, continueButton, confirmationHeading, successHeading } = useCheckoutFocus(
    { view, loading: state.loading, showCheckoutHeading },
  );

  const amounts = checkoutAmounts(state);
  const needsPayment = amounts.total > 0;
  const errors = state.errors;
  // The payment form shows its own error; everything else is said at the top of the panel.
  const messages = panelMessages(errors, needsPayment);

  if (!signedIn) {
    return (
      <Stack space="medium">
        <Text>{checkoutWording.signInFirst(product.name)}</Text>
        <OrderSummary state={state} />
        <InlineSignIn onSignedIn={() => {}} headingLevel={headingLevel} />
      </Stack>
    );
  }

  async function continueToConfirmation() {
    if (!account || state.loading) return;
    if (!needsPayment) {
      actions.confirm(null, null);
      return;
    }
    actions.confirmStart();
    const resolved = await resolvePaymentSource(account.email, state.paymentChoice);
    if (resolved.error !== undefined) {
      actions.purchaseFailure({ fields: { payment_source: resolved.error }, form: null });
    } else {
      actions.confirm(resolved.source, resolved.label);
    }
  }

  async function pay() {
    if (!account || state.loading) return;
    actions.purchaseStart();
    try {
      const { data } = await api.post<{ data: { order: OrderWire } }>(
        '/orders',
        orderRequest(state, account.id, metadata),
      );
      actions.purchaseSuccess({ order: data.order });
      onComplete?.(data.order);
    } catch (failure) {
      actions.purchaseFailure(mapFormError(failure));
    }
  }

  const total = formatDollars(amounts.total);
  const sessionTime = formatSessionTime(
    state.session?.start,
    state.session?.end,
    account?.timezone,
  );

  if (view === 'success' && state.order) {
    return (
      <CheckoutSuccess
        order={state.order}
        headingLevel={headingLevel}
        headingRef={successHeading}
        renderSuccess={renderSuccess}
      />
    );
  }

  return (
    <Stack space="medium">
      <CheckoutAlert messages={messages} />
      {/* Kept on the page while confirming, so Go Back finds the card as it was typed. */}
      <div hidden={view !== 'checkout'} className={styles.screen}>
        <Stack space="large">
          {showCheckoutHeading ? (
            <Heading level={headingLevel} ref={checkoutHeading} tabIndex={-1}>
              {checkoutWording.checkoutHeading}
            </Heading>
          ) : null}
          <OrderSummary state={state} />
          {sessionTime ? (
            <Text>
              {sessionTime.date}, {sessionTime.start}
              {sessionTime.end ? ` to ${sessionTime.end}` : ''} {sessionTime.zone}
            </Text>
          ) : null}
          {needsPayment ? (
            <PaymentForm
              userId={account.id}
              value={state.paymentChoice}
              onChange={actions.chooseSource}
              error={errors?.fields.payment_source}
              disabled={state.loading}
            />
          ) : (
            <Text>{checkoutWording.noPaymentNeeded}</Text>
          )}
          <DiscountField
            subtotal={amounts.subtotal}
            discount={state.discount}
            onApply={actions.applyDiscount}
            onRemove={actions.removeDiscount}
            disabled={state.loading}
          />
          <Inline space="small">
            <Button
              ref={continueButton}
              size="large"
              loading={state.loading && view === 'checkout'}
              onClick={() => void continueToConfirmation()}
            >
              {checkoutWording.continue}
            </Button>
          </Inline>
        </Stack>
      </div>
      {view === 'confirmation' ? (
        <CheckoutConfirmation
          state={state}
          productName={product.name}
          total={total}
          needsPayment={needsPayment}
          headingLevel={headingLevel}
          headingRef={confirmationHeading}
          onPay={() => void pay()}
          onGoBack={actions.goBack}
        />
      ) : null}
    </Stack>
  );
}
