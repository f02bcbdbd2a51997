import { getSession } from './session.server.ts';
import { serverConfig } from './config.server.ts';
import { impersonationHeader } from '#src/api/client.ts';

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

  const hasBody = method !== 'GET' && method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return Response.json({ message: 'The API could not be reached.' }, { status: 502 });
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
