import type { Route } from './+types/businesses.$slug';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';

/** A business profile. Until the directory lands, the CMS page at this path shows. */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data);

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
