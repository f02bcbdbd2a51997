import type { Route } from './+types/account.coaching.manage';
import { routeMeta } from '#site/pageMeta.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Availability', 'The times you are available for design calls and coaching sessions.');

/** Coaches only (docs/spec/platform.md §6): others get 403 'You are unauthorized to view this page'. */
export async function loader({ request }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, { roles: ['coach'] });
  return { timezone: account.timezone };
}

/** A coach's availability and bookings. The calendar arrives with the coaching issue. */
export default function CoachAvailability({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Availability</Heading>
        <Text>
          Your times are shown in {loaderData.timezone}. The availability calendar is being set up:
          until it opens, send your available hours to your Trellis contact.
        </Text>
        <Link href="/account/coaching">Your coaching profile</Link>
      </Stack>
    </Container>
  );
}
