import type { Route } from './+types/kitchen-sink';
import { PageView } from '#site/page/PageView.tsx';
import { loadSectionModules } from '#site/page/sectionModules.ts';
import { loadPage } from '#site/page/loadPage.server.ts';
import { apiForRequest } from '#site/server/session.server.ts';

/** Every registered section type with its demo content, for editors: an isolation page. */
export async function loader({ request }: Route.LoaderArgs) {
  const { api } = await apiForRequest(request);
  return loadPage(api, 'kitchen-sink');
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadSectionModules(data.types);
  return data;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kitchen sink | Trellis' },
  { name: 'robots', content: 'noindex' },
];

export default function KitchenSink({ loaderData }: Route.ComponentProps) {
  return (
    <PageView
      page={loaderData.page}
      fallback={loaderData.fallback}
      types={loaderData.types}
      showNotices
    />
  );
}
