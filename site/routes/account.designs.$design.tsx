import { data } from 'react-router';
import type { Route } from './+types/account.designs.$design';
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
  routeMeta('Your Design', 'Your garden design: where it stands and what comes next.');

/** What each status means for the customer, while the homework screens are on their way. */
const nextStep: Record<string, string> = {
  created: 'Next: tell us about your garden, so your designer can begin.',
  scheduling: 'Next: choose a time for your call with your designer.',
  call_upcoming: 'Your call with your designer is booked.',
  in_design: 'Your designer is drawing your garden.',
  complete: 'Your design is complete and ready to view.',
  closed: 'This design is closed.',
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { account } = await requireAccount(request);
  const status = account.designs_overview?.[params.design];
  // Only the person's own designs: any other id is not found.
  if (!status) throw data({ message: 'This page could not be found' }, { status: 404 });
  return { id: params.design, status, label: designStatusLabel(status) ?? 'Closed' };
}

export default function AccountDesign({ loaderData }: Route.ComponentProps) {
  const { id, status, label } = loaderData;
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Design #{id}</Heading>
        <Text weight="semibold">Status: {label}</Text>
        <Text>{nextStep[status] ?? ''}</Text>
        <Link href="/account/designs">All my designs</Link>
      </Stack>
    </Container>
  );
}
