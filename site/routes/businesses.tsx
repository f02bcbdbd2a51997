import type { Route } from './+types/businesses';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';

/** The directory of businesses: the CMS page `businesses`, whose provider card grid (Feed) lists and filters them. */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data);

export default function BusinessesPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
