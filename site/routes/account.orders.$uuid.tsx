import type { Route } from './+types/account.orders.$uuid';
import { routeMeta } from '#site/pageMeta.ts';
import type { DataResponse, OrderWire } from '#src/lib/api/types.ts';
import { OrderDetail } from '#src/features/account/OrderDetail.tsx';
import { routeErrorFor } from '#src/features/account/routeErrors.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export function meta({ data }: Route.MetaArgs) {
  const product = data?.order.product.name;
  return routeMeta(
    product ? `${product} | Orders` : 'Order',
    product
      ? `Your order of ${product}: its session, meeting link and questionnaire.`
      : 'Your order.',
  );
}

/** One of the person's orders; the API answers 404 for an order that is not theirs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  try {
    const response = await api.get<DataResponse<OrderWire>>(
      `/orders/uuid/${encodeURIComponent(params.uuid)}`,
    );
    return { order: response.data, timezone: account.timezone };
  } catch (error) {
    throw routeErrorFor(error, `order ${params.uuid}`);
  }
}

export default function Order({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <OrderDetail order={loaderData.order} timezone={loaderData.timezone} />
    </Container>
  );
}
