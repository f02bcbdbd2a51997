import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { OrderCreateRequest, OrderWire, ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import { InlineSignIn } from '#src/lib/session/InlineSignIn.tsx';
import { isAuthenticated } from '#src/lib/session/account.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import * as styles from './checkout.css.ts';
import {
  checkoutAmounts,
  useCheckoutState,
  type CheckoutScreen,
  type CheckoutSession,
  type CheckoutState,
} from './checkoutState.ts';
import { checkoutWording } from './checkoutWording.ts';
import { DiscountField } from './DiscountField.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { StripeProvider } from './stripe.tsx';
import { useResolvePaymentSource } from './useResolvePaymentSource.ts';

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
  const checkoutHeading = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const targets: Record<CheckoutScreen, RefObject<HTMLElement | null>> = {
      checkout: showCheckoutHeading ? checkoutHeading : continueButton,
      confirmation: confirmationHeading,
      success: successHeading,
    };
    if (view !== 'signin') targets[view].current?.focus();
  }, [view, showCheckoutHeading]);
  // A busy button is disabled, which drops focus to the page; when Continue comes back with a
  // message (the card refused), focus goes back to it rather than staying nowhere.
  const wasLoading = useRef(state.loading);
  useEffect(() => {
    const finished = wasLoading.current && !state.loading;
    wasLoading.current = state.loading;
    if (!finished || view !== 'checkout') return;
    const active = document.activeElement;
    if (!active || active === document.body) continueButton.current?.focus();
  }, [state.loading, view]);

  const amounts = checkoutAmounts(state);
  const price = (cents: number) => formatDollars(cents);
  const needsPayment = amounts.total > 0;
  const errors = state.errors;
  // The payment form shows its own error; everything else is said at the top of the panel.
  const panelMessages = errors
    ? [
        errors.form,
        ...Object.entries(errors.fields)
          .filter(([field]) => !(field === 'payment_source' && needsPayment))
          .map(([, message]) => message),
      ].filter((message, index, all): message is string =>
        Boolean(message && all.indexOf(message) === index),
      )
    : [];

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

  const total = price(amounts.total);
  const sessionTime = formatSessionTime(
    state.session?.start,
    state.session?.end,
    account?.timezone,
  );

  if (view === 'success' && state.order) {
    const order = state.order;
    const joinUrl = order.zoom_meeting?.join_url;
    return (
      <Stack space="medium">
        <Heading level={headingLevel} ref={successHeading} tabIndex={-1}>
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

  return (
    <Stack space="medium">
      <div role="alert" className={styles.alert}>
        {panelMessages.map((message) => (
          <p key={message} className={styles.alertLine}>
            {message}
          </p>
        ))}
      </div>
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
        <Stack space="large" className={styles.screen}>
          <Heading level={headingLevel} ref={confirmationHeading} tabIndex={-1}>
            {checkoutWording.confirmationHeading}
          </Heading>
          <Text>{checkoutWording.confirmPurchase(product.name, total)}</Text>
          <OrderSummary state={state} />
          <Text>
            {state.paymentLabel
              ? `Paying with ${state.paymentLabel}.`
              : checkoutWording.noPaymentNeeded}
          </Text>
          <Inline space="small">
            <Button size="large" loading={state.loading} onClick={() => void pay()}>
              {needsPayment ? checkoutWording.pay(total) : checkoutWording.placeOrder}
            </Button>
            <Button size="large" variant="ghost" disabled={state.loading} onClick={actions.goBack}>
              {checkoutWording.goBack}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The product and its price, the discount and the total. */
function OrderSummary({ state }: { state: CheckoutState }) {
  const { subtotal, discount, total } = checkoutAmounts(state);
  return (
    <dl className={styles.summary}>
      <dt className={styles.summaryTerm}>{state.product?.name}</dt>
      <dd className={styles.summaryAmount}>{formatDollars(subtotal)}</dd>
      {state.discount ? (
        <>
          <dt className={styles.summaryTerm}>Discount ({state.discount.token})</dt>
          <dd className={styles.summaryAmount}>{formatDollars(discount)}</dd>
        </>
      ) : null}
      <dt className={styles.totalTerm}>Total</dt>
      <dd className={styles.totalAmount}>{formatDollars(total)}</dd>
    </dl>
  );
}
