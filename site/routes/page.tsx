import { redirect } from 'react-router';
import type { Route } from './+types/page';
import { PageView } from '#site/page/PageView.tsx';
import { loadSectionModules } from '#site/page/sectionModules.ts';
import { loadPage, slugFromPath } from '#site/page/loadPage.server.ts';
import { findRedirect, redirectTable } from '#site/server/redirects.server.ts';
import { apiForRequest } from '#site/server/session.server.ts';
import { useRootData } from '#site/rootData.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = await apiForRequest(request);
  const url = new URL(request.url);
  // Client navigations skip the root loader, so legacy paths are checked here too.
  const target = findRedirect(await redirectTable(api), url.pathname);
  if (target) throw redirect(target, 301);
  const loaded = await loadPage(api, slugFromPath(params['*']));
  return { ...loaded, preview: url.searchParams.has('preview') };
}

/** On client navigations the page's section code loads alongside its data, before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadSectionModules(data.types);
  return data;
}

export function meta({ data }: Route.MetaArgs) {
  const content = data?.page.content;
  const title = content?.title ? `${content.title} | Trellis` : 'Trellis';
  return [
    { title },
    ...(content?.description ? [{ name: 'description', content: content.description }] : []),
    ...(content?.title ? [{ property: 'og:title', content: content.title }] : []),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const isAdmin = root?.account?.role === 'admin';
  return (
    <PageView
      page={loaderData.page}
      fallback={loaderData.fallback}
      assets={loaderData.assets}
      types={loaderData.types}
      showNotices={isAdmin || loaderData.preview}
    />
  );
}
