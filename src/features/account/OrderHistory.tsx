import type { OrderWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { formatSessionStart } from '#src/lib/format/formatSessionTime.ts';
import * as styles from './account.css.ts';
import { useAccountList } from './useAccountList.tsx';
import { orderStatusLabel } from './orderStatus.ts';
import { StatusBadge } from '#src/ui/components/Badge/index.ts';

/** The SWR key (the API path) of a person's orders. */
export const ordersKey = (userId: number) => `/users/${userId}/orders`;

export interface OrderHistoryProps {
  userId: number;
  /** The person's timezone: scheduled times show in it. */
  timezone: string;
  /** The orders the server loaded with the page (none when that load failed). */
  initialOrders?: OrderWire[] | null;
}

export function coachName(order: Pick<OrderWire, 'coach'>): string | null {
  return order.coach ? `${order.coach.first_name} ${order.coach.last_name}`.trim() : null;
}

/** The orders list (newest first): each links to its detail page. */
export function OrderHistory({ userId, timezone, initialOrders }: OrderHistoryProps) {
  const { items: orders, status } = useAccountList(ordersKey(userId), initialOrders, {
    failure: 'unableToLoadOrders',
    loadingLabel: 'Loading your orders...',
  });
  if (status) return status;
  if (orders.length === 0) {
    return (
      <Stack space="small">
        <Text>You have no orders yet.</Text>
        <Text>
          <Link href="/book">Book a session with a designer</Link>
        </Text>
      </Stack>
    );
  }
  return (
    <ul className={styles.plainList} aria-label="Your orders">
      {orders.map((order) => {
        const status = orderStatusLabel(order.status);
        const coach = coachName(order);
        const when = formatSessionStart(order.scheduled_start, timezone);
        return (
          <Card as="li" key={order.uuid} padding="medium" interactive>
            <div className={styles.row}>
              <Stack space="xxsmall" className={styles.grow}>
                <Heading level={2} size="md">
                  <Link
                    href={`/account/orders/${order.uuid}`}
                    variant="plain"
                    className={styles.cover}
                  >
                    {order.product.name}
                  </Link>
                </Heading>
                {coach ? <Text size="sm">with {coach}</Text> : null}
                <Text size="sm" tone="muted">
                  {when ?? 'Not scheduled yet'}
                </Text>
              </Stack>
              <Stack space="xxsmall" align="right">
                <Text weight="semibold">{formatDollars(order.amount)}</Text>
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
              </Stack>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
