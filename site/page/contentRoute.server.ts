import { data, redirect } from 'react-router';
import { loadPage, slugFromPath, type LoadedPage } from './loadPage.server.ts';
import { findRedirect, redirectTable } from '#site/server/redirects.server.ts';
import { apiForRequest } from '#site/server/session.server.ts';

export interface ContentRouteData extends LoadedPage {
  preview: boolean;
}

/**
 * The loader of a content page: the CMS page whose slug is the request's path. Routes whose feature
 * has not landed yet (the directory, the applications) use it too, so an editor's page at that path
 * shows until the feature replaces it.
 */
export async function loadContentRoute(request: Request): Promise<ContentRouteData> {
  const { api } = await apiForRequest(request);
  const url = new URL(request.url);
  // Client navigations skip the root loader, so legacy paths are checked here too.
  const target = findRedirect(await redirectTable(api), url.pathname);
  if (target) throw redirect(target, 301);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw data({ message: 'This page could not be found' }, { status: 404 });
  }
  const loaded = await loadPage(api, slugFromPath(path));
  return { ...loaded, preview: url.searchParams.has('preview') };
}
