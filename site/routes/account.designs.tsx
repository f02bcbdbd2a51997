import type { Route } from './+types/account.designs';
import { routeMeta } from '#site/pageMeta.ts';
import type { DesignWire, ListResponse } from '#src/lib/api/types.ts';
import { routeErrorFor } from '#src/features/account/routeErrors.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { DesignList } from '#src/features/designs/list/DesignList.tsx';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('My Designs', 'Your garden designs and where each one stands.');

/**
 * The designs the person takes part in (`GET /designs`, newest first: as customer, designer or
 * artist), the first 50; the API answers only their own.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { api } = await requireAccount(request);
  try {
    const response = await api.get<ListResponse<DesignWire>>('/designs', { per_page: 50 });
    return { designs: response.data };
  } catch (error) {
    throw routeErrorFor(error, 'the designs');
  }
}

/** The person's designs with their names and status labels (docs/spec/platform.md §4), each opening its page. */
export default function AccountDesigns({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>My Designs</Heading>
        <DesignList designs={loaderData.designs} />
        <Link href="/account">Back to My Account</Link>
      </Stack>
    </Container>
  );
}
