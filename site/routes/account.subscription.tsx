import type { Route } from './+types/account.subscription';
import { routeMeta } from '#site/pageMeta.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Subscription', 'Your Trellis directory subscription and its payment method.');

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccount(request);
  return null;
}

/** The directory subscription of a business. Plans, changes and cancelling arrive with checkout. */
export default function AccountSubscription() {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Subscription</Heading>
        <Text>
          Directory subscriptions are managed by our team for now. To start, change or cancel a
          plan, <Link href="/contact">contact us</Link>.
        </Text>
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}
