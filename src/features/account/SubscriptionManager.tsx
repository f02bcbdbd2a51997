import { useId, useState, type FormEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import type {
  ProrateWire,
  SubscriptionPlanWire,
  SubscriptionRequest,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import { PaymentForm } from '#src/features/checkout/PaymentForm.tsx';
import type { PaymentChoice } from '#src/features/checkout/paymentChoice.ts';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import {
  cardName,
  useResolvePaymentSource,
} from '#src/features/checkout/useResolvePaymentSource.ts';
import { PlanCard } from '#src/lib/commerce/PlanCard.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { useNotify, type MessageKey, type NotifyInput } from '#src/lib/messages/index.ts';
import * as styles from './account.css.ts';

export interface SubscriptionManagerProps {
  providerId: number;
  plans: SubscriptionPlanWire[];
  subscription: SubscriptionWire | null;
  /** The signed-in owner: their saved cards, and the e-mail a new card's source carries. */
  account: { id: number; email: string; timezone?: string | null };
  /** Called after every change the API accepted, to load the page's data again. */
  onChanged: () => void;
}

export const subscriptionWording = {
  choose: (plan: string) => `Choose ${plan}`,
  subscribe: (plan: string, price: string) => `Subscribe to ${plan} for ${price} a month`,
  switchTo: (plan: string) => `Switch to ${plan}`,
  proration: (plan: string, amount: string, price: string) =>
    `Switching to ${plan} now costs ${amount} today (what is left of your current plan is credited), then ${price} a month.`,
  confirmChange: 'Confirm the change',
  updatePayment: 'Update payment method',
  savePayment: 'Save payment method',
  cancel: 'Cancel subscription',
  cancelQuestion: (plan: string, date: string) =>
    `Cancel your ${plan} subscription? It stays active until ${date}, then ends.`,
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my subscription',
  never: 'Never mind',
  changeFailed: 'Sorry, we were unable to change your plan at this time.',
} as const;

/** The message of a failed call: the API's own words when it sent some, else `fallback`. */
function failure(error: unknown, fallback: MessageKey): NotifyInput {
  if (error instanceof ApiError && error.message && error.status < 500) {
    return { message: error.message };
  }
  return { message: fallback };
}

function formatDate(iso: string, timezone?: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: timezone || undefined,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toDateString();
  }
}

/** Saved cards or a new one, turned into a `payment_source`, then handed to `submit`. */
function PaymentStep({
  account,
  submitLabel,
  submit,
  onCancel,
}: {
  account: SubscriptionManagerProps['account'];
  submitLabel: string;
  submit: (paymentSource: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<PaymentChoice>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resolve = useResolvePaymentSource();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const resolved = await resolve(account.email, choice);
    if (resolved.error !== undefined) {
      setError(resolved.error);
      setPending(false);
      return;
    }
    await submit(resolved.source);
    setPending(false);
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={formColumn}>
      <Stack space="medium">
        <PaymentForm
          userId={account.id}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setError(null);
          }}
          error={error}
          disabled={pending}
        />
        <Inline space="small">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {subscriptionWording.never}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * A business's directory subscription (docs/spec/features.md §2.9, platform.md §7): the plans as
 * price cards; subscribing with a saved or new card; on a subscription, switching plans with the
 * proration shown first, updating the payment method, and cancelling after a confirmation. Each
 * outcome says the catalogue's message.
 */
export function SubscriptionManager({
  providerId,
  plans,
  subscription,
  account,
  onChanged,
}: SubscriptionManagerProps) {
  const api = useApi();
  const notify = useNotify();
  const [subscribing, setSubscribing] = useState<SubscriptionPlanWire | null>(null);
  const [switching, setSwitching] = useState<{
    plan: SubscriptionPlanWire;
    amountDue: number | null;
    error: string | null;
  } | null>(null);
  const [updatingPayment, setUpdatingPayment] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const active = subscription && subscription.status !== 'canceled' ? subscription : null;

  async function subscribe(plan: SubscriptionPlanWire, paymentSource: string) {
    const body: SubscriptionRequest = { payment_source: paymentSource, plan_id: plan.id };
    try {
      await api.post('/orders/subscriptions', body);
      notify({ message: 'subscriptionCreated' });
      setSubscribing(null);
      onChanged();
    } catch (error) {
      notify(failure(error, 'subscriptionCreatedFailed'));
    }
  }

  async function showProration(plan: SubscriptionPlanWire) {
    if (!active) return;
    setSwitching({ plan, amountDue: null, error: null });
    try {
      const prorate = await api.get<ProrateWire>('/subscriptions/prorate', {
        plan_id: plan.id,
        subscription_id: active.id,
      });
      setSwitching({ plan, amountDue: prorate.invoice.amount_due, error: null });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? error.message
          : subscriptionWording.changeFailed;
      setSwitching({ plan, amountDue: null, error: message });
    }
  }

  async function changePlan(plan: SubscriptionPlanWire) {
    if (!active) return;
    setBusy(true);
    try {
      const body: SubscriptionRequest = { plan_id: plan.id, subscription_id: active.id };
      await api.put('/orders/subscriptions', body);
      notify({ message: 'subscriptionPlanUpdated' });
      setSwitching(null);
      onChanged();
    } catch (error) {
      notify(
        error instanceof ApiError && error.message && error.status < 500
          ? error.message
          : subscriptionWording.changeFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  async function updatePayment(paymentSource: string) {
    if (!subscription) return;
    try {
      const body: SubscriptionRequest = { payment_source: paymentSource };
      await api.put(`/providers/${providerId}/subscriptions/${subscription.id}`, body);
      notify({ message: 'subscriptionUpdated' });
      setUpdatingPayment(false);
      onChanged();
    } catch (error) {
      notify(failure(error, 'subscriptionUpdateFailed'));
    }
  }

  async function cancel() {
    if (!active) return;
    setBusy(true);
    try {
      const body: SubscriptionRequest = { subscription_id: active.id };
      await api.put('/orders/subscriptions/cancel', body);
      notify({ message: 'subscriptionCanceled' });
      setCancelOpen(false);
      onChanged();
    } catch (error) {
      notify(failure(error, 'subscriptionCanceledFailed'));
    } finally {
      setBusy(false);
    }
  }

  const card = subscription?.payment_source?.details;
  const until = subscription ? formatDate(subscription.current_period_end, account.timezone) : '';

  return (
    <StripeProvider>
      <Stack space="xlarge">
        {subscription ? (
          <Card as="section" aria-labelledby={headingId}>
            <Stack space="small">
              <Heading level={2} size="md" id={headingId}>
                Your plan: {subscription.plan.name}
              </Heading>
              <Text>
                {formatDollars(subscription.plan.price)} a {subscription.plan.interval}.{' '}
                {active ? `Renews on ${until}.` : `Canceled: it ends on ${until}.`}
              </Text>
              <Text>
                Payment method: {card ? cardName(card.brand, card.last4) : 'none on file'}
              </Text>
              {updatingPayment ? (
                <PaymentStep
                  account={account}
                  submitLabel={subscriptionWording.savePayment}
                  submit={updatePayment}
                  onCancel={() => setUpdatingPayment(false)}
                />
              ) : active ? (
                <Inline space="small">
                  <Button variant="outline" onClick={() => setUpdatingPayment(true)}>
                    {subscriptionWording.updatePayment}
                  </Button>
                  <Button variant="outline" onClick={() => setCancelOpen(true)}>
                    {subscriptionWording.cancel}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </Card>
        ) : null}

        <Stack space="medium">
          <Heading level={2} size="md">
            {active ? 'Other plans' : 'Choose a plan'}
          </Heading>
          <ul className={styles.planGrid} aria-label="Plans">
            {plans.map((plan) => {
              const current = active?.plan_id === plan.id;
              return (
                <li key={plan.id}>
                  <PlanCard
                    name={plan.name}
                    price={plan.price}
                    interval={plan.interval}
                    description={plan.description}
                    attributes={plan.attributes}
                    current={current}
                    action={
                      current ? (
                        <Text tone="muted">Your current plan</Text>
                      ) : active ? (
                        <Button
                          variant="outline"
                          fullWidth
                          onClick={() => void showProration(plan)}
                        >
                          {subscriptionWording.switchTo(plan.name)}
                        </Button>
                      ) : (
                        <Button fullWidth onClick={() => setSubscribing(plan)}>
                          {subscriptionWording.choose(plan.name)}
                        </Button>
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Stack>

        {subscribing && !active ? (
          <Card as="section" aria-label={`Subscribe to ${subscribing.name}`}>
            <PaymentStep
              account={account}
              submitLabel={subscriptionWording.subscribe(
                subscribing.name,
                formatDollars(subscribing.price),
              )}
              submit={(source) => subscribe(subscribing, source)}
              onCancel={() => setSubscribing(null)}
            />
          </Card>
        ) : null}

        {switching ? (
          <Card as="section" aria-label={subscriptionWording.switchTo(switching.plan.name)}>
            <Stack space="small">
              <div role="status" aria-live="polite">
                {switching.error ? (
                  <Text tone="error">{switching.error}</Text>
                ) : switching.amountDue === null ? (
                  <Text>Working out the cost of the change...</Text>
                ) : (
                  <Text>
                    {subscriptionWording.proration(
                      switching.plan.name,
                      formatDollars(switching.amountDue),
                      formatDollars(switching.plan.price),
                    )}
                  </Text>
                )}
              </div>
              <Inline space="small">
                <Button
                  onClick={() => void changePlan(switching.plan)}
                  disabled={switching.amountDue === null}
                  loading={busy}
                >
                  {subscriptionWording.confirmChange}
                </Button>
                <Button variant="outline" onClick={() => setSwitching(null)} disabled={busy}>
                  {subscriptionWording.never}
                </Button>
              </Inline>
            </Stack>
          </Card>
        ) : null}

        {active ? (
          <Dialog.Root open={cancelOpen} onOpenChange={setCancelOpen}>
            <Dialog.Content title={subscriptionWording.cancel} size="small">
              <Stack space="medium">
                <Text>{subscriptionWording.cancelQuestion(active.plan.name, until)}</Text>
                <Inline space="small">
                  <Button onClick={() => void cancel()} loading={busy}>
                    {subscriptionWording.cancelYes}
                  </Button>
                  <Button variant="outline" onClick={() => setCancelOpen(false)} disabled={busy}>
                    {subscriptionWording.cancelNo}
                  </Button>
                </Inline>
              </Stack>
            </Dialog.Content>
          </Dialog.Root>
        ) : null}
      </Stack>
    </StripeProvider>
  );
}
