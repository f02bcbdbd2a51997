import type { Route } from './+types/submit-your-garden';
import { routeMeta } from '#site/pageMeta.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { fetchMyGardens } from '#src/features/gardens/submit/gardenRequests.ts';
import { SubmitYourGarden } from '#src/features/gardens/submit/SubmitYourGarden.tsx';
import { requireAccount } from '#site/server/guard.server.ts';
import { loadOrNull } from '#site/server/loadOrNull.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Submit Your Garden', 'Share pictures of your garden with the Trellis community.');

/**
 * Signed in only (visitors go to /login and come back). The person's gardens come with the page;
 * when that load fails the page still renders and the list tries again in the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request);
  const gardens = await loadOrNull(
    () => fetchMyGardens(api, account.id),
    '[gardens] could not load the person’s gardens:',
  );
  return { userId: account.id, gardens };
}

export default function SubmitYourGardenPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="reading" className={shellStyles.appPage}>
      <SubmitYourGarden userId={loaderData.userId} initialGardens={loaderData.gardens} />
    </Container>
  );
}
