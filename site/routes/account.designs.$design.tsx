import type { Route } from './+types/account.designs.$design';
import { routeMeta } from '#site/pageMeta.ts';
import type { DataResponse, DesignWire } from '#src/lib/api/types.ts';
import { routeErrorFor } from '#src/features/account/routeErrors.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { DesignWorkspace } from '#src/features/designs/DesignWorkspace.tsx';
import { safeTimeZone } from '#src/lib/format/formatSessionTime.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export function meta({ data }: Route.MetaArgs) {
  const name = data?.design.name.trim();
  return routeMeta(
    name ? `${name} | My Designs` : 'Your Design',
    'Your garden design: the homework, your designer and call, and your project messages.',
  );
}

/**
 * One design the person takes part in (`GET /designs/{id}`); the API answers 404 for any other, which
 * is this page's 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  try {
    const response = await api.get<DataResponse<DesignWire>>(
      `/designs/${encodeURIComponent(params.design)}`,
    );
    return {
      design: response.data,
      viewer: {
        id: account.id,
        timeZone: safeTimeZone(account.timezone),
        favoriteIds: (account.favorite_coaches ?? []).map((coach) => coach.id),
      },
    };
  } catch (error) {
    throw routeErrorFor(error, `design ${params.design}`);
  }
}

export default function AccountDesign({ loaderData }: Route.ComponentProps) {
  return (
    <Container className={shellStyles.appPage}>
      <Stack space="large">
        {/* Another design is another page: nothing of this one's state carries over. */}
        <DesignWorkspace
          key={loaderData.design.id}
          design={loaderData.design}
          viewer={loaderData.viewer}
        />
        <Link href="/account/designs">All my designs</Link>
      </Stack>
    </Container>
  );
}
