import { getSession } from './session.server.ts';
import { serverConfig } from './config.server.ts';
import { sharedAnswers, type SharedAnswers } from './sharedAnswers.server.ts';
import { bodyTypes, findDoorCall, jsonBodyLimit, type DoorCall } from './apiAllowlist.server.ts';
import { clientAddress } from './clientAddress.server.ts';
import { crossSiteMessages, isFromSite, isUnsafeMethod } from './origin.server.ts';
import { impersonationHeader } from '#src/lib/api/client.ts';

/**
 * The headers of every door answer, its own refusals included (the pages get the same from
 * site/entry.server.tsx). An answer the API sent with its own values keeps them.
 */
const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * What the door adds to every call it forwards. The reference API's development aids (the outbox)
 * refuse a request that carries it: nothing reaches them through the site.
 */
export const doorVia = '1.1 trellis-site';

/**
 * The door's own answer. `unread` says the request's body was left unread: the connection is not
 * kept for another request. (The site's own server, scripts/serve.mjs, still reads the rest to
 * nowhere for a few seconds before closing, so that the answer is not lost to a reset.)
 */
function doorAnswer(status: number, body: object, { unread = false } = {}): Response {
  const headers = new Headers({ ...securityHeaders, 'Cache-Control': 'no-store' });
  if (unread) headers.set('Connection', 'close');
  return Response.json(body, { status, headers });
}

const unreachable = () => doorAnswer(502, { message: 'The API could not be reached.' });
const notFound = (unread: boolean) => doorAnswer(404, { message: 'Not Found' }, { unread });

function tooLarge(call: DoorCall): Response {
  const body = call.tooLarge
    ? { message: call.tooLarge.message, errors: { [call.tooLarge.field]: [call.tooLarge.message] } }
    : { message: 'The request is too large.' };
  return doorAnswer(413, body, { unread: true });
}

/** The store's navigation menus (`/shop/navigation-api/{handle}`): the same for everyone. */
const storeMenuPath = '/shop/navigation-api/:key';

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
      `menu:${path.slice('/shop/navigation-api/'.length)}`,
      async (api) => api.get<unknown>(path),
      request,
    );
    return Response.json(menu, { headers: { ...securityHeaders, 'Cache-Control': 'no-cache' } });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404) return notFound(false);
    console.warn(`[proxy] store menu ${path} could not load:`, (error as Error).message);
    return unreachable();
  }
}

/**
 * Request headers passed on to the API; everything else (the site's own cookies above all) stays.
 * Not content-length: the body is streamed (and counted) on its way.
 */
const forwardedRequestHeaders = ['accept', 'content-type', 'accept-language'];
const forwardedResponseHeaders = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'retry-after',
  // The API's own: `nosniff` on files, and the policy that keeps an SVG opened on its own inert.
  'x-content-type-options',
  'content-security-policy',
];
/** Only the stand-in store's cart cookie may pass through the door in either direction. */
const passThroughCookie = /^cart=/;

/** The request's body size as its header gives it: null when not given, NaN when malformed. */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null) return null;
  return /^\s*\d{1,15}\s*$/.test(header) ? Number(header) : NaN;
}

/**
 * Whether the request has a body at all: a length other than 0, else a chunked transfer, or a body
 * with its type (a request made in the process, which has no length header yet).
 */
function hasBody(request: Request): boolean {
  const length = declaredLength(request);
  if (length !== null) return length !== 0;
  if (request.body === null) return false;
  return request.headers.has('transfer-encoding') || request.headers.has('content-type');
}

/** The body's media type, lower case, without parameters. */
function mediaType(request: Request): string | null {
  const header = request.headers.get('content-type');
  if (!header) return null;
  return header.split(';')[0]!.trim().toLowerCase();
}

/**
 * The request body on its way to the API, counted as it passes: past `maxBytes` it fails (the call
 * is then answered 413) and nothing more is read. The visitor's side is never cancelled, which would
 * close the connection before the door could answer; the answer closes it instead.
 */
function countedBody(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        seen += value.byteLength;
        if (seen > maxBytes) {
          onTooLarge();
          reader.releaseLock();
          controller.error(new RangeError('The request body is over its limit.'));
          return;
        }
        controller.enqueue(value);
      },
      cancel() {
        try {
          reader.releaseLock();
        } catch {
          // A read still pending: the lock goes with the request.
        }
      },
    },
    // One chunk at a time: the body is never held by the door.
    { highWaterMark: 0 },
  );
}

/**
 * The browser's only door to the API: forwards the calls of the allowlist (site/server/
 * apiAllowlist.server.ts) to API_URL, adding the bearer token from the HttpOnly cookie (and the
 * impersonation header while impersonating). Anything else is 404 without reaching the API; a call
 * that changes something must come from the site's own pages (403) with a body the call takes (415)
 * of no more than its limit (413), streamed, never read whole.
 */
export async function proxyToApi(request: Request): Promise<Response> {
  const method = request.method.toUpperCase();
  const incoming = new URL(request.url);
  const unsafe = isUnsafeMethod(method);
  const withBody = unsafe && hasBody(request);

  const match = findDoorCall(method, incoming.pathname);
  if (!match) return notFound(withBody);
  const { call, path } = match;
  // A query with control characters (NUL above all) is nothing a page asks.
  if (/%(?:[01][0-9a-f]|7f)/i.test(incoming.search)) {
    return doorAnswer(400, { message: 'Bad Request' }, { unread: withBody });
  }

  if (unsafe) {
    if (!isFromSite(request)) {
      return doorAnswer(403, { message: crossSiteMessages.api }, { unread: withBody });
    }
    if (withBody) {
      const type = mediaType(request);
      const accepts = call.accepts ?? ['json'];
      if (!accepts.some((name) => bodyTypes[name] === type)) {
        const names = accepts.map((name) => bodyTypes[name]).join(' or ');
        return doorAnswer(415, { message: `The request body must be ${names}.` }, { unread: true });
      }
      const length = declaredLength(request);
      if (Number.isNaN(length))
        return doorAnswer(400, { message: 'Bad Request' }, { unread: true });
      if (length !== null && length > (call.maxBytes ?? jsonBodyLimit)) return tooLarge(call);
    }
  }

  if (method === 'GET' && !incoming.search && call.path === storeMenuPath) {
    return storeMenu(request, path);
  }

  const { token, impersonating } = await getSession(request);
  const target = `${serverConfig().apiUrl}${path}${incoming.search}`;
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
  headers.set('via', doorVia);
  const address = clientAddress(request);
  if (address) headers.set('x-forwarded-for', address);

  let overLimit = false;
  const body =
    withBody && request.body
      ? countedBody(request.body, call.maxBytes ?? jsonBodyLimit, () => (overLimit = true))
      : undefined;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body,
      // A streamed body (Node's fetch needs to be told it is sent while the answer may already come).
      ...(body ? { duplex: 'half' } : {}),
      redirect: 'manual',
      // The browser's calls keep the specification's time limits (60 s for uploads, the longest), and
      // end when the browser goes away: no call outlives its request.
      signal: AbortSignal.any([AbortSignal.timeout(60_000), request.signal]),
    } as RequestInit);
  } catch {
    return overLimit ? tooLarge(call) : unreachable();
  }
  if (overLimit) {
    await upstream.body?.cancel().catch(() => {});
    return tooLarge(call);
  }

  const responseHeaders = new Headers(securityHeaders);
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // A personal answer (it came with the visitor's cookie) is never kept by a shared cache.
  if (!responseHeaders.has('cache-control'))
    responseHeaders.set('Cache-Control', 'private, no-cache');
  for (const cookie of upstream.headers.getSetCookie()) {
    if (passThroughCookie.test(cookie)) responseHeaders.append('set-cookie', cookie);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
