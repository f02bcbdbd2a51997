import type { OrderWire } from '#src/lib/api/types.ts';
import { Avatar } from '#src/ui/components/Avatar/index.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { formatSessionTime } from '#src/lib/format/formatSessionTime.ts';
import * as styles from './account.css.ts';
import { coachName } from './OrderHistory.tsx';
import { orderStatusLabel } from './orderStatus.ts';
import { StatusBadge } from '#src/ui/components/Badge/index.ts';

export interface OrderDetailProps {
  order: OrderWire;
  /** The person's timezone: the session's start and end show in it, with the zone named. */
  timezone: string;
}

/** Whether the order still waits for its pre-session questionnaire. */
export function needsQuestionnaire(order: Pick<OrderWire, 'product' | 'survey_results_id'>) {
  return order.product.survey_id != null && order.survey_results_id == null;
}

/** One order: product, coach, session time, amount and status; the meeting and questionnaire links. */
export function OrderDetail({ order, timezone }: OrderDetailProps) {
  const status = orderStatusLabel(order.status);
  const coach = coachName(order);
  const time = formatSessionTime(order.scheduled_start, order.scheduled_end, timezone);
  const joinUrl = order.zoom_meeting?.join_url;

  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Text size="sm" tone="muted">
          <Link href="/account/orders">Back to your orders</Link>
        </Text>
        <Heading level={1} size="xl">
          {order.product.name}
        </Heading>
      </Stack>
      {joinUrl || needsQuestionnaire(order) ? (
        <Inline space="small">
          {joinUrl ? (
            <ButtonLink href={joinUrl} variant="primary">
              Join Meeting
            </ButtonLink>
          ) : null}
          {needsQuestionnaire(order) ? (
            <ButtonLink href={`/account/orders/${order.uuid}/questionnaire`} variant="outline">
              Complete your pre-session questionnaire
            </ButtonLink>
          ) : null}
        </Inline>
      ) : null}
      <Card>
        <Stack space="large">
          {order.coach && coach ? (
            <div className={styles.row}>
              <Avatar src={order.coach.images?.avatar?.image} name={coach} size="small" />
              <Stack space="none">
                <Text size="sm" tone="muted">
                  Your designer
                </Text>
                <Text weight="semibold">{coach}</Text>
              </Stack>
            </div>
          ) : null}
          <dl className={styles.details}>
            <dt className={styles.term}>Session</dt>
            <dd className={styles.definition}>
              {time ? (
                <>
                  <time dateTime={order.scheduled_start ?? undefined}>
                    {time.date}, {time.start}
                  </time>
                  {time.end ? (
                    <>
                      {' – '}
                      <time dateTime={order.scheduled_end ?? undefined}>{time.end}</time>
                    </>
                  ) : null}{' '}
                  {time.zone}
                </>
              ) : (
                'Not scheduled yet'
              )}
            </dd>
            {time ? (
              <>
                <dt className={styles.term}>Timezone</dt>
                <dd className={styles.definition}>{time.timeZone.replace(/_/g, ' ')}</dd>
              </>
            ) : null}
            {order.product.session_length ? (
              <>
                <dt className={styles.term}>Length</dt>
                <dd className={styles.definition}>{order.product.session_length} minutes</dd>
              </>
            ) : null}
            <dt className={styles.term}>Amount</dt>
            <dd className={styles.definition}>{formatDollars(order.amount)}</dd>
            <dt className={styles.term}>Status</dt>
            <dd className={styles.definition}>
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </dd>
            <dt className={styles.term}>Order</dt>
            <dd className={styles.definition}>{order.uuid}</dd>
          </dl>
        </Stack>
      </Card>
    </Stack>
  );
}
