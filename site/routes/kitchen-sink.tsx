import type { Route } from './+types/kitchen-sink';
import { KitchenSink } from '#site/editor/KitchenSink.tsx';
import { demoGroups } from '#site/editor/demoSections.ts';
import { loadSectionModules } from '#site/page/sectionModules.ts';
import { findPage, prepareSections } from '#site/page/loadPage.server.ts';
import { serverConfig } from '#site/server/config.server.ts';
import { apiForRequest } from '#site/server/session.server.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/** The CMS page `kitchen-sink`: absent (null) is normal; an API failure is said, never fatal here. */
async function cmsKitchenSink(api: ApiClient) {
  try {
    return { page: await findPage(api, 'kitchen-sink'), error: null };
  } catch (error) {
    console.warn('[kitchen-sink] the CMS page could not be loaded:', (error as Error).message);
    return {
      page: null,
      error: 'The CMS page “kitchen-sink” could not be loaded, so only the built-in demos show.',
    };
  }
}

/**
 * Every registered section type with its built-in demo content (no CMS page needed), then the CMS page
 * `kitchen-sink` when there is one: an isolation page for editors (docs/editor-tools.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { api } = await apiForRequest(request);
  const groups = demoGroups();
  const cms = await cmsKitchenSink(api);
  // Demos whose data could not be prefetched (the API in trouble) fetch it in the browser.
  const prepared = await prepareSections(
    api,
    [
      ...groups.flatMap((group) => group.sections),
      ...(Array.isArray(cms.page?.page_sections) ? cms.page.page_sections : []),
    ],
    { keepGoing: true },
  );
  return {
    groups,
    cmsPage: cms.page,
    cmsError: cms.error,
    fallback: prepared.fallback,
    types: prepared.types,
    storybookUrl: serverConfig().storybookUrl,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadSectionModules(data.types);
  return data;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kitchen sink | Trellis' },
  {
    name: 'description',
    content: 'Every section type of the Trellis site with its demo content, for editors.',
  },
  { name: 'robots', content: 'noindex' },
];

export default function KitchenSinkRoute({ loaderData }: Route.ComponentProps) {
  return <KitchenSink {...loaderData} />;
}
