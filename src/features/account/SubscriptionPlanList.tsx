import type { SubscriptionPlanWire } from '#src/lib/api/types.ts';
import { PlanCard } from '#src/lib/commerce/PlanCard.tsx';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import * as styles from './account.css.ts';
import { subscriptionWording } from './subscriptionWording.ts';

export interface SubscriptionPlanListProps {
  plans: SubscriptionPlanWire[];
  /** The plan of the active subscription, if there is one. */
  currentPlanId: number | null;
  /** With an active subscription, a plan's button switches to it (showing the proration first). */
  onSwitch: (plan: SubscriptionPlanWire) => void;
  /** Without one, it starts subscribing to it. */
  onChoose: (plan: SubscriptionPlanWire) => void;
}

/** The plans as price cards, each with what can be done with it: choose it, switch to it, or none. */
export function SubscriptionPlanList({
  plans,
  currentPlanId,
  onSwitch,
  onChoose,
}: SubscriptionPlanListProps) {
  const active = currentPlanId !== null;
  return (
    <Stack space="medium">
      <Heading level={2} size="md">
        {active ? 'Other plans' : 'Choose a plan'}
      </Heading>
      <ul className={styles.planGrid} aria-label="Plans">
        {plans.map((plan) => {
          const current = currentPlanId === plan.id;
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
                    <Button variant="outline" fullWidth onClick={() => onSwitch(plan)}>
                      {subscriptionWording.switchTo(plan.name)}
                    </Button>
                  ) : (
                    <Button fullWidth onClick={() => onChoose(plan)}>
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
  );
}
