import type { Route } from './+types/submit-your-garden';
import { ContentRouteView, contentClientLoader, contentMeta } from '#site/page/ContentRoute.tsx';
import { loadContentRoute } from '#site/page/contentRoute.server.ts';

/** Garden submission. Until its form lands, the CMS page at this path shows. */
export const loader = ({ request }: Route.LoaderArgs) => loadContentRoute(request);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  contentClientLoader({ serverLoader });
export const meta = ({ data }: Route.MetaArgs) => contentMeta(data);

export default function SubmitYourGardenPage({ loaderData }: Route.ComponentProps) {
  return <ContentRouteView data={loaderData} />;
}
