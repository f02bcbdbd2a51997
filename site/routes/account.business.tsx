import type { Route } from './+types/account.business';
import { ButtonLink } from '#src/components/ButtonLink/index.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { isBusinessOwner } from '#src/session/account.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Business Profile | Trellis' }];

export async function loader({ request }: Route.LoaderArgs) {
  const { account } = await requireAccount(request);
  return { providerId: isBusinessOwner(account) ? (account.provider_id ?? null) : null };
}

/** The signed-in person's business: its public profile, or the way to register one (one per account). */
export default function AccountBusiness({ loaderData }: Route.ComponentProps) {
  const { providerId } = loaderData;
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Business Profile</Heading>
        {providerId !== null ? (
          <>
            <Text>Your business is listed in the Trellis directory.</Text>
            <ButtonLink href={`/businesses/${providerId}`}>View your listing</ButtonLink>
          </>
        ) : (
          <>
            <Text>
              Garden designers, nurseries and landscapers can join the Trellis directory. One
              account may register one business.
            </Text>
            <ButtonLink href="/directory-application">Register your business</ButtonLink>
          </>
        )}
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}
