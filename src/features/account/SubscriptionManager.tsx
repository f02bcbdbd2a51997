import { useId } from 'react';
import type { SubscriptionPlanWire, SubscriptionWire } from '#src/lib/api/types.ts';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import { cardName } from '#src/features/checkout/useResolvePaymentSource.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { PlanSwitchCard } from './PlanSwitchCard.tsx';
import { SubscriptionPaymentStep } from './SubscriptionPaymentStep.tsx';
import { SubscriptionPlanList } from './SubscriptionPlanList.tsx';
import { formatSubscriptionDate, subscriptionWording } from './subscriptionWording.ts';
import { useSubscriptionChanges } from './useSubscriptionChanges.ts';

export { subscriptionWording };

export interface SubscriptionManagerProps {
  providerId: number;
  plans: SubscriptionPlanWire[];
  subscription: SubscriptionWire | null;
  /** The signed-in owner: their saved cards, and the e-mail a new card's source carries. */
  account: { id: number; email: string; timezone?: string | null };
  /** Called after every change the API accepted, to load the page's data again. */
  onChanged: () => void;
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
  const headingId = useId();
  const changes = useSubscriptionChanges({ providerId, subscription, onChanged });
  const { active, subscribing, switching, busy } = changes;

  const card = subscription?.payment_source?.details;
  const until = subscription
    ? formatSubscriptionDate(subscription.current_period_end, account.timezone)
    : '';

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
              {changes.updatingPayment ? (
                <SubscriptionPaymentStep
                  account={account}
                  submitLabel={subscriptionWording.savePayment}
                  submit={changes.updatePayment}
                  onCancel={() => changes.setUpdatingPayment(false)}
                />
              ) : active ? (
                <Inline space="small">
                  <Button variant="outline" onClick={() => changes.setUpdatingPayment(true)}>
                    {subscriptionWording.updatePayment}
                  </Button>
                  <Button variant="outline" onClick={() => changes.setCancelOpen(true)}>
                    {subscriptionWording.cancel}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </Card>
        ) : null}

        <SubscriptionPlanList
          plans={plans}
          currentPlanId={active ? active.plan_id : null}
          onSwitch={(plan) => void changes.showProration(plan)}
          onChoose={changes.setSubscribing}
        />

        {subscribing && !active ? (
          <Card as="section" aria-label={`Subscribe to ${subscribing.name}`}>
            <SubscriptionPaymentStep
              account={account}
              submitLabel={subscriptionWording.subscribe(
                subscribing.name,
                formatDollars(subscribing.price),
              )}
              submit={(source) => changes.subscribe(subscribing, source)}
              onCancel={() => changes.setSubscribing(null)}
            />
          </Card>
        ) : null}

        {switching ? (
          <PlanSwitchCard
            switching={switching}
            busy={busy}
            onConfirm={() => void changes.changePlan(switching.plan)}
            onCancel={() => changes.setSwitching(null)}
          />
        ) : null}

        {active ? (
          <Dialog.Root open={changes.cancelOpen} onOpenChange={changes.setCancelOpen}>
            <Dialog.Content title={subscriptionWording.cancel} size="small">
              <Stack space="medium">
                <Text>{subscriptionWording.cancelQuestion(active.plan.name, until)}</Text>
                <Inline space="small">
                  <Button onClick={() => void changes.cancel()} loading={busy}>
                    {subscriptionWording.cancelYes}
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => changes.setCancelOpen(false)}
                    disabled={busy}
                  >
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
