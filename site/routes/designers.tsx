import type { Route } from './+types/designers';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';
import { siteUrlOf } from '#site/pageMeta.ts';

/** The designer directory (legacy redirects send /designers to /design by default). */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const meta: Route.MetaFunction = ({ data, matches }) =>
  contentMeta(data, siteUrlOf(matches));

export default function DesignersPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
