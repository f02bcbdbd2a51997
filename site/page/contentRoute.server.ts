import { data, redirect } from 'react-router';
import type { ApiClient } from '#src/lib/api/client.ts';
import { apiStatus } from '#src/features/account/routeErrors.ts';
import {
  findPage,
  isPageSlug,
  prepareSections,
  slugFromPath,
  type LoadedPage,
} from './loadPage.server.ts';
import { loadSectionModules } from './sectionModules.ts';
import { findRedirect, redirectTable } from '#site/server/redirects.server.ts';
import { apiForRequest, type Session } from '#site/server/session.server.ts';
import { sharedAnswers, type SharedAnswers } from '#site/server/sharedAnswers.server.ts';

export interface ContentRouteData extends LoadedPage {
  preview: boolean;
}

/**
 * The loader of a content page: the CMS page whose slug is the request's path. Routes whose feature
 * has not landed yet (the directory, the applications) use it too, so an editor's page at that path
 * shows until the feature replaces it.
 */
export async function loadContentRoute(
  request: Request,
  shared: SharedAnswers = sharedAnswers(),
): Promise<ContentRouteData> {
  const { api, session } = await apiForRequest(request);
  const url = new URL(request.url);
  // A path that cannot be a slug is no page: the API is not asked (the root's middleware refuses
  // most such paths before this runs; the page's own check does not depend on it).
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw notFound();
  }
  const slug = slugFromPath(path);
  if (!isPageSlug(slug)) throw notFound();
  // Client navigations skip the root loader, so legacy paths are checked here too.
  const target = findRedirect(await redirectTable(request, shared), url.pathname);
  if (target) throw redirect(target, 301);
  const preview = url.searchParams.has('preview');
  let loaded: LoadedPage | null;
  try {
    loaded = isAnonymous(session, preview)
      ? await shared.get(`page:${slug}`, (anonymous) => fetchPage(anonymous, slug), request)
      : await fetchPage(api, slug);
  } catch (error) {
    // The API is in trouble and there is no copy to show: 503 with Retry-After (site/entry.server.tsx).
    console.warn(`[pages] could not load ${slug}:`, (error as Error).message);
    throw data(null, { status: apiStatus(error) });
  }
  if (!loaded) throw notFound();
  // A kept copy's section code was loaded when it was fetched; this is instant then.
  await loadSectionModules(loaded.types);
  return { ...loaded, preview };
}

const notFound = () => data({ message: 'This page could not be found' }, { status: 404 });

/**
 * Pages as an anonymous visitor sees them are the same for everyone: the shared cache keeps them.
 * Signed-in (admins included) and preview requests always go to the API.
 */
function isAnonymous(session: Session, preview: boolean): boolean {
  return !session.token && !session.impersonating && !preview;
}

/** The page of `slug` with its sections prepared, or null when the API has none (a 404). */
async function fetchPage(api: ApiClient, slug: string): Promise<LoadedPage | null> {
  const page = await findPage(api, slug);
  return page ? { page, ...(await prepareSections(api, page.page_sections)) } : null;
}
