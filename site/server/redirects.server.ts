import type { ApiClient } from '#src/api/client.ts';
import type { RedirectsWire } from '#src/api/types.ts';

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

let cache: { at: number; table: Record<string, string> } | null = null;
const cacheMs = 60_000;

/** The defaults extended by the server's map; a failed fetch is logged and ignored. */
export async function redirectTable(
  api: ApiClient,
  now = Date.now(),
): Promise<Record<string, string>> {
  if (cache && now - cache.at < cacheMs) return cache.table;
  let fromServer: Record<string, string> = {};
  try {
    const map = await api.get<RedirectsWire>('/get_redirects');
    if (map && typeof map === 'object') {
      for (const [from, to] of Object.entries(map)) {
        if (typeof to === 'string' && to) fromServer[normalizeRedirectPath(from)] = to;
      }
    }
  } catch (error) {
    console.warn('[redirects] could not load the redirect list:', (error as Error).message);
    fromServer = {};
  }
  const table = { ...defaultRedirects, ...fromServer };
  cache = { at: now, table };
  return table;
}

export function findRedirect(table: Record<string, string>, pathname: string): string | null {
  const target = table[normalizeRedirectPath(pathname)];
  if (!target || normalizeRedirectPath(target) === normalizeRedirectPath(pathname)) return null;
  return target;
}

export function resetRedirectCache() {
  cache = null;
}
