import { getSession } from './session.server.ts';
import { serverConfig } from './config.server.ts';
import { sharedAnswers, type SharedAnswers } from './sharedAnswers.server.ts';
import { impersonationHeader } from '#src/api/client.ts';

const unreachable = () =>
  Response.json({ message: 'The API could not be reached.' }, { status: 502 });

/** The stand-in store's navigation menus (`shop/navigation-api/{handle}`): the same for everyone. */
const storeMenuPath = /^shop\/navigation-api\/[A-Za-z0-9_-]+$/;
export const isStoreMenu = (path: string) => storeMenuPath.test(path);

/**
 * A store menu through the door: a shared answer (site/server/sharedCache.server.ts), fetched without
 * the visitor's cookies or token, so every page's footer does not ask the store again.
 */
export async function storeMenu(
  request: Request,
  path: string,
  shared: SharedAnswers = sharedAnswers(),
): Promise<Response> {
  try {
    const menu = await shared.get(
      `menu:${path.slice('shop/navigation-api/'.length)}`,
      async (api) => api.get<unknown>(`/${path}`),
      request,
    );
    return Response.json(menu, { headers: { 'Cache-Control': 'no-cache' } });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404) return Response.json({ message: 'Not Found' }, { status: 404 });
    console.warn(`[proxy] store menu ${path} could not load:`, (error as Error).message);
    return unreachable();
  }
}

/**
 * Request headers passed on to the API; everything else (the site's own cookies above all) stays.
 * Not content-length: fetch sets it from the body it sends (a copied one breaks bodies in dev).
 */
const forwardedRequestHeaders = ['accept', 'content-type', 'accept-language'];
const forwardedResponseHeaders = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
];
/** Only the stand-in store's cart cookie may pass through the door in either direction. */
const passThroughCookie = /^cart=/;

/**
 * Calls that hand out a login token are answered by the site itself (/login, /register), so the token
 * goes into the HttpOnly cookie and never into a page script.
 */
function isTokenIssuing(method: string, path: string): boolean {
  const p = path.replace(/\/+$/, '');
  return (
    method === 'POST' &&
    (['/login', '/users', '/password/welcome/reset', '/password/reset'].includes(p) ||
      /^\/users\/[^/]+\/impersonate$/.test(p))
  );
}

/**
 * The browser's only door to the API: forwards `/api/*` to API_URL, adding the bearer token from the
 * HttpOnly cookie (and the impersonation header while impersonating).
 */
export async function proxyToApi(request: Request, path: string): Promise<Response> {
  const method = request.method.toUpperCase();
  if (isTokenIssuing(method, `/${path}`)) {
    return Response.json({ message: 'Not found' }, { status: 404 });
  }
  const { token, impersonating } = await getSession(request);
  const incoming = new URL(request.url);
  const target = `${serverConfig().apiUrl}/${path}${incoming.search}`;

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cart = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .find((part) => passThroughCookie.test(part));
  if (cart) headers.set('cookie', cart);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (impersonating) headers.set(impersonationHeader, 'true');

  if (method === 'GET' && !incoming.search && isStoreMenu(path)) return storeMenu(request, path);

  const hasBody = method !== 'GET' && method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      // The browser's calls keep the specification's time limits (60 s for uploads, the longest), and
      // end when the browser goes away: no call outlives its request.
      signal: AbortSignal.any([AbortSignal.timeout(60_000), request.signal]),
    });
  } catch {
    return unreachable();
  }

  const responseHeaders = new Headers();
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  for (const cookie of upstream.headers.getSetCookie()) {
    if (passThroughCookie.test(cookie)) responseHeaders.append('set-cookie', cookie);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
