import { useRevalidator } from 'react-router';
import type { Route } from './+types/account.subscription';
import { routeMeta } from '#site/pageMeta.ts';
import { SubscriptionManager } from '#src/features/account/SubscriptionManager.tsx';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { isBusinessOwner } from '#src/lib/session/account.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import { loadSubscriptionPage } from '#site/server/subscriptions.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Subscription', 'Your Trellis directory subscription and its payment method.');

/** A business owner's plans and subscription; anyone else is told how to list a business. */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  if (!isBusinessOwner(account) || typeof account.provider_id !== 'number') {
    return { owner: null };
  }
  return {
    owner: {
      account: { id: account.id, email: account.email, timezone: account.timezone ?? null },
      ...(await loadSubscriptionPage(api, account.provider_id)),
    },
  };
}

/** The directory subscription of a business (docs/spec/features.md §2.9). */
export default function AccountSubscription({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const owner = loaderData.owner;
  return (
    <Container className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Subscription</Heading>
        {!owner ? (
          <Stack space="medium">
            <Text>
              Subscriptions are for businesses listed in the Trellis directory. Register your
              business first, then choose a plan here.
            </Text>
            <ButtonLink href="/directory-application">Register your business</ButtonLink>
          </Stack>
        ) : owner.loadError ? (
          <Text tone="error">
            Sorry, we were unable to load your subscription. Please try again later.
          </Text>
        ) : (
          <SubscriptionManager
            providerId={owner.providerId}
            plans={owner.plans}
            subscription={owner.subscription}
            account={owner.account}
            onChanged={() => void revalidator.revalidate()}
          />
        )}
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}
