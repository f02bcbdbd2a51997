import type { ApiClient } from '#src/lib/api/client.ts';
import type { RedirectsWire } from '#src/lib/api/types.ts';
import { sharedAnswers, type SharedAnswers } from './sharedAnswers.server.ts';

/** The table's defaults (docs/spec/platform.md §2 "Legacy redirects"). */
export const defaultRedirects: Readonly<Record<string, string>> = {
  '/coaches': '/design',
  '/designers': '/design',
  '/rss': '/feed.xml',
};

/** Lower-cased, trailing slash dropped: the form a path is matched in. */
export function normalizeRedirectPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** GET /get_redirects: the server's map, normalized. Throws when the API fails. */
export async function fetchRedirectMap(api: ApiClient): Promise<Record<string, string>> {
  const map = await api.get<RedirectsWire>('/get_redirects');
  const fromServer: Record<string, string> = {};
  if (map && typeof map === 'object') {
    for (const [from, to] of Object.entries(map)) {
      if (typeof to === 'string' && to) fromServer[normalizeRedirectPath(from)] = to;
    }
  }
  return fromServer;
}

/**
 * The defaults extended by the server's map, a shared answer (kept fresh for CACHE_FRESH_SECONDS,
 * docs/architecture.md); with no copy and a failing API, the defaults alone (the failure is logged).
 */
export async function redirectTable(
  request: Request,
  shared: SharedAnswers = sharedAnswers(),
): Promise<Record<string, string>> {
  let fromServer: Record<string, string> = {};
  try {
    fromServer = await shared.get('redirects', fetchRedirectMap, request);
  } catch (error) {
    console.warn('[redirects] could not load the redirect list:', (error as Error).message);
  }
  return { ...defaultRedirects, ...fromServer };
}

export function findRedirect(table: Record<string, string>, pathname: string): string | null {
  const target = table[normalizeRedirectPath(pathname)];
  if (!target || normalizeRedirectPath(target) === normalizeRedirectPath(pathname)) return null;
  return target;
}
