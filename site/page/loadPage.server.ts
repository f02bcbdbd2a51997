import { data } from 'react-router';
import { ApiError, type ApiClient } from '#src/api/client.ts';
import type { DataResponse, PageWire } from '#src/api/types.ts';
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

async function prefetchSections(api: ApiClient, page: PageWire): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  const sections = Array.isArray(page.page_sections) ? page.page_sections : [];
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
        // The section shows its own loading/error state and fetches again in the browser.
        console.warn(`[sections] prefetch of ${section.type} failed:`, (error as Error).message);
      }
    }),
  );
  return fallback;
}

/** Fetches a page by slug, loads its sections' code, prefetches their data; 404 when the API says so. */
export async function loadPage(api: ApiClient, slug: string): Promise<LoadedPage> {
  let page: PageWire;
  try {
    page = (await api.get<DataResponse<PageWire>>('/pages/get-by-slug', { slug })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: 'This page could not be found' }, { status: 404 });
    }
    throw error;
  }
  const types = collectSectionTypes(page.page_sections);
  await loadSectionModules(types);
  const fallback = await prefetchSections(api, page);
  return { page, fallback, types };
}
