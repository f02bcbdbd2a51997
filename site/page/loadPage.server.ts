import { ApiError, type ApiClient } from '#src/lib/api/client.ts';
import type { DataResponse, PageSectionWire, PageWire } from '#src/lib/api/types.ts';
import { isSectionType } from '#registry';
import { collectSectionTypes, loadSectionModules, loadedSectionModule } from './sectionModules.ts';
import { publicConfig } from '#site/server/config.server.ts';

export interface LoadedPage {
  page: PageWire;
  /** SWR fallback filled by the prefetch of the page's sections. */
  fallback: Record<string, unknown>;
  types: string[];
}

/** The slug of a path: `/` is `home`; otherwise the path without its slashes. */
export function slugFromPath(splat: string | undefined): string {
  const slug = (splat ?? '').replace(/^\/+|\/+$/g, '');
  return slug || 'home';
}

/** The longest slug a content page may have; a longer path is no page. */
export const pageSlugLengthLimit = 255;

/**
 * Whether a slug can name a page: not too long, and no control characters (a NUL makes the API's
 * database fail). Anything else is the API's to find or not.
 */
export function isPageSlug(slug: string): boolean {
  // eslint-disable-next-line no-control-regex
  return slug.length <= pageSlugLengthLimit && !/[\u0000-\u001f\u007f-\u009f]/.test(slug);
}

async function prefetchSections(
  api: ApiClient,
  sections: readonly PageSectionWire[],
  { keepGoing }: { keepGoing: boolean },
): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    sections.map(async (section) => {
      if (!section || !isSectionType(section.type)) return;
      const module = loadedSectionModule(section.type);
      if (!module?.prefetch) return;
      const parsed = module.parse(section);
      if (!parsed.ok) return;
      try {
        Object.assign(fallback, await module.prefetch(api, parsed.section.content, publicConfig()));
      } catch (error) {
        // Cut short (the deadline passed, the request ended): the page's load fails as a whole, so a
        // half-prefetched page is neither shown nor kept as a shared copy.
        if (!keepGoing && error instanceof ApiError && error.failure === 'aborted') throw error;
        // The section shows its own loading/error state and fetches again in the browser.
        console.warn(`[sections] prefetch of ${section.type} failed:`, (error as Error).message);
      }
    }),
  );
  return fallback;
}

/** A page by slug, or null when the API has none (404). */
export async function findPage(api: ApiClient, slug: string): Promise<PageWire | null> {
  try {
    return (await api.get<DataResponse<PageWire>>('/pages/get-by-slug', { slug })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What the server does before it renders a list of sections: loads the code of every type in it and
 * prefetches their data into the SWR fallback. A failed prefetch leaves its section to fetch in the
 * browser; one cut short by the deadline fails the whole list unless `keepGoing` (the kitchen sink).
 */
export async function prepareSections(
  api: ApiClient,
  sections: readonly PageSectionWire[] | undefined,
  { keepGoing = false }: { keepGoing?: boolean } = {},
): Promise<{ fallback: Record<string, unknown>; types: string[] }> {
  const list = Array.isArray(sections) ? sections : [];
  const types = collectSectionTypes(list);
  await loadSectionModules(types);
  const fallback = await prefetchSections(api, list, { keepGoing });
  return { fallback, types };
}
