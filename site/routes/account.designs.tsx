import type { Route } from './+types/account.designs';
import { routeMeta } from '#site/pageMeta.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { designStatusLabel } from '#src/session/account.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('My Designs', 'Your garden designs and where each one stands.');

export async function loader({ request }: Route.LoaderArgs) {
  const { account } = await requireAccount(request);
  const designs = Object.entries(account.designs_overview ?? {}).map(([id, status]) => ({
    id,
    status,
    label: designStatusLabel(status) ?? 'Closed',
  }));
  return { designs };
}

/** The person's designs with their status (docs/spec/platform.md §4 labels), each opening its page. */
export default function AccountDesigns({ loaderData }: Route.ComponentProps) {
  const { designs } = loaderData;
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>My Designs</Heading>
        {designs.length > 0 ? (
          <ul>
            {designs.map((design) => (
              <li key={design.id}>
                <Link href={`/account/designs/${design.id}`}>Design #{design.id}</Link> —{' '}
                {design.label}
              </li>
            ))}
          </ul>
        ) : (
          <Text>
            You have no designs yet. <Link href="/design">Find a Designer</Link> to start one.
          </Text>
        )}
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}
