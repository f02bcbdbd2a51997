import type { MetaDescriptor } from 'react-router';
import { PageView } from './PageView.tsx';
import { loadSectionModules } from './sectionModules.ts';
import type { ContentRouteData } from './contentRoute.server.ts';
import { useRootData } from '#site/rootData.ts';

/** On client navigations the page's section code loads alongside its data, before it renders. */
export async function contentClientLoader({
  serverLoader,
}: {
  serverLoader: () => Promise<ContentRouteData>;
}): Promise<ContentRouteData> {
  const data = await serverLoader();
  await loadSectionModules(data.types);
  return data;
}

export function contentMeta(data: ContentRouteData | undefined): MetaDescriptor[] {
  const content = data?.page.content;
  const title = content?.title ? `${content.title} | Trellis` : 'Trellis';
  return [
    { title },
    ...(content?.description ? [{ name: 'description', content: content.description }] : []),
    ...(content?.title ? [{ property: 'og:title', content: content.title }] : []),
  ];
}

/** A CMS page; admins (and ?preview) see the notices about unpublished content and broken sections. */
export function ContentRouteView({ data }: { data: ContentRouteData }) {
  const root = useRootData();
  const isAdmin = root?.account?.role === 'admin';
  return (
    <PageView
      page={data.page}
      fallback={data.fallback}
      types={data.types}
      showNotices={isAdmin || data.preview}
    />
  );
}
