import type { Route } from './+types/page';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';
import { siteUrlOf } from '#site/pageMeta.ts';
import { keepDataForSectionState } from '#site/page/revalidation.ts';

/** A content page: the path is the page slug (`/` is `home`). */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const shouldRevalidate = keepDataForSectionState;
export const meta: Route.MetaFunction = ({ data, matches }) =>
  contentMeta(data, siteUrlOf(matches));

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
