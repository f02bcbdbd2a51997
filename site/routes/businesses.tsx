import type { Route } from './+types/businesses';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';
import { siteUrlOf } from '#site/pageMeta.ts';

/** The directory of businesses: the CMS page `businesses`, whose provider card grid (Feed) lists and filters them. */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const meta: Route.MetaFunction = ({ data, matches }) =>
  contentMeta(data, siteUrlOf(matches));

export default function BusinessesPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
