import type { Route } from './+types/account.payments';
import { routeMeta } from '#site/pageMeta.ts';
import type { PaymentSourceWire } from '#src/lib/api/types.ts';
import { PaymentMethods, paymentSourcesKey } from '#src/features/account/PaymentMethods.tsx';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import { loadOrNull } from '#site/server/loadOrNull.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Payment methods', 'The cards saved to your Trellis account.');

/**
 * The saved cards, loaded with the page. When that fails the page still renders: the list tries
 * again in the browser and says `unableToLoadSources` if it fails there too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  const sources = await loadOrNull(
    async () => (await api.get<{ data: PaymentSourceWire[] }>(paymentSourcesKey(account.id))).data,
    '[account] could not load payment sources:',
  );
  return { userId: account.id, sources };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={1}>Payment methods</Heading>
          <Text tone="muted">The cards saved on your account for checkout.</Text>
        </Stack>
        <PaymentMethods userId={loaderData.userId} initialSources={loaderData.sources} />
      </Stack>
    </Container>
  );
}
