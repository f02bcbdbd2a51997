import { useMemo } from 'react';
import type { MetaDescriptor } from 'react-router';
import { PageView } from './PageView.tsx';
import { hydrationSectionTypes, loadSectionModules } from './sectionModules.ts';
import type { ContentRouteData } from './contentRoute.server.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { PageHeadingProvider, pageHeadingSectionId } from '#src/lib/sectionKit/PageHeading.tsx';
import {
  pageTitle,
  shareMeta,
  siteDescription,
  siteName,
  shortDescription,
} from '#site/pageMeta.ts';
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

/** A content page's path on the site: its slug, with `home` at `/`. */
export function contentPath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug.replace(/^\/+/, '')}`;
}

/**
 * A content page's head from its CMS fields (title, description, image): the title, the description,
 * and with the site's address (SITE_URL) the canonical URL and the Open Graph and Twitter card tags.
 * Blog posts (`blog/…`) are shared as articles.
 */
export function contentMeta(
  data: ContentRouteData | undefined,
  siteUrl?: string,
): MetaDescriptor[] {
  const page = data?.page;
  const content = page?.content;
  const title = content?.title?.trim();
  const description = shortDescription(content?.description?.trim() || siteDescription);
  const meta: MetaDescriptor[] = [
    { title: title ? pageTitle(title) : siteName },
    { name: 'description', content: description },
  ];
  if (!page) return meta;
  return [
    ...meta,
    ...shareMeta(siteUrl, {
      title: title || siteName,
      description,
      path: contentPath(page.slug),
      image: typeof content?.image === 'string' ? content.image : null,
      type: page.slug.startsWith('blog/') ? 'article' : 'website',
    }),
  ];
}

/**
 * A CMS page; admins (and ?preview) see the notices about unpublished content and broken sections.
 * Every page has exactly one `h1`: an opening section's headline, or else the CMS title, hidden, for
 * the people who navigate by headings.
 */
export function ContentRouteView({ data }: { data: ContentRouteData }) {
  const root = useRootData();
  const isAdmin = root?.account?.role === 'admin';
  const sections = data.page.page_sections;
  const headingId = useMemo(
    () => pageHeadingSectionId(Array.isArray(sections) ? sections : []),
    [sections],
  );
  const hydrationTypes = useMemo(
    () => hydrationSectionTypes(Array.isArray(sections) ? sections : []),
    [sections],
  );
  const title = data.page.content?.title?.trim() || siteName;
  return (
    <PageHeadingProvider value={headingId}>
      {headingId === null ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : null}
      <PageView
        page={data.page}
        fallback={data.fallback}
        types={hydrationTypes}
        showNotices={isAdmin || data.preview}
      />
    </PageHeadingProvider>
  );
}
