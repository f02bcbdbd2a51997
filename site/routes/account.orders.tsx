import type { Route } from './+types/account.orders';
import { routeMeta } from '#site/pageMeta.ts';
import type { OrderWire } from '#src/lib/api/types.ts';
import { OrderHistory, ordersKey } from '#src/features/account/OrderHistory.tsx';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import { loadOrNull } from '#site/server/loadOrNull.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Orders', 'Your design and coaching orders, with their sessions and questionnaires.');

/**
 * The person's orders, loaded with the page. When that fails the page still renders: the list tries
 * again in the browser and says `unableToLoadOrders` if it fails there too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  const orders = await loadOrNull(
    async () => (await api.get<{ data: OrderWire[] }>(ordersKey(account.id))).data,
    '[account] could not load orders:',
  );
  return { userId: account.id, timezone: account.timezone, orders };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Orders</Heading>
        <OrderHistory
          userId={loaderData.userId}
          timezone={loaderData.timezone}
          initialOrders={loaderData.orders}
        />
      </Stack>
    </Container>
  );
}
