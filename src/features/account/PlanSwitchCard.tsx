import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { subscriptionWording } from './subscriptionWording.ts';
import type { PlanSwitch } from './useSubscriptionChanges.ts';

export interface PlanSwitchCardProps {
  switching: PlanSwitch;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A plan change waiting for the owner's word: what it costs today (read out once the API has worked
 * it out), then Confirm, which stays disabled until the cost is known, or Never mind.
 */
export function PlanSwitchCard({ switching, busy, onConfirm, onCancel }: PlanSwitchCardProps) {
  return (
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
          <Button onClick={onConfirm} disabled={switching.amountDue === null} loading={busy}>
            {subscriptionWording.confirmChange}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {subscriptionWording.never}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
