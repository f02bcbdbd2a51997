import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { hasSessionCookie } from './cacheControl.server.ts';
import { pageCacheConfig, resilienceConfig } from './config.server.ts';
import { impersonationParams } from './impersonation.server.ts';
import { createNonce as freshNonce } from './securityHeaders.server.ts';

/**
 * The site server's page cache (docs/decisions/028, docs/scaling.md): the rendered HTML of public
 * pages, kept per path and query, so that a page is rendered once per fresh period however many
 * visitors ask for it. It works on Fetch requests and responses around React Router's handler
 * (`scripts/serve.mjs`), and stores only what the app itself marked `public, s-maxage=N`
 * (site/server/cacheControl.server.ts): the rule of what is public stays in one place.
 *
 * - **Fresh** for the smaller of the answer's `s-maxage` and the shared answers' fresh time: answered
 *   from the copy (`X-Page-Cache: hit`).
 * - **Stale** for the smaller of its `stale-while-revalidate` and the shared answers' stale time:
 *   answered from the copy (`stale`) while one background render refreshes it; a failed refresh keeps
 *   the copy answering, tried again once per `retryMs`.
 * - **Miss** (nothing, or a copy past its stale time): rendered for this request (`miss`); requests
 *   for the same key that come meanwhile wait for that one render (single flight) and answer from
 *   its copy. If the answer turns out not to be storable, each of them renders its own.
 * - **Bypass**: anything but GET and HEAD, a request with one of the site's cookies (a session, a
 *   flash, a login redirect), an `Authorization` header, preview, impersonation, the API door, the
 *   session endpoints, the account area and the editor tools are never looked up (`bypass`).
 *
 * Every page carries a nonce in its Content-Security-Policy and in its scripts' `nonce` attributes.
 * A copy is kept cut at each place its nonce stood, and every answer from it gets a fresh nonce in
 * the header and in every attribute: no two answers share one.
 */

export interface PageCacheOptions {
  /** The most bytes all copies may take (bodies and headers). */
  maxBytes: number;
  /** A page larger than this is never kept. */
  maxEntryBytes: number;
  /** The longest a copy is fresh, whatever its `s-maxage` (the shared answers' fresh time). */
  freshMs: () => number;
  /** The longest a copy may answer stale, whatever its `stale-while-revalidate`. */
  staleMs: () => number;
  /** How soon a failed refresh is tried again while the stale copy answers (default 2 s). */
  retryMs?: number;
  now?: () => number;
  createNonce?: () => string;
  log?: (message: string) => void;
}

/** What `X-Page-Cache` says of an answer. */
export type PageCacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';

export const pageCacheHeader = 'X-Page-Cache';

/** An answer from a copy, as plain values (what the server writes without building a Response). */
export interface CachedAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Null for a HEAD. */
  body: Buffer | null;
}

/** A cached answer as a Fetch response (the server writes the plain values without one). */
export function responseOf(answer: CachedAnswer): Response {
  return new Response(answer.body && new Uint8Array(answer.body), {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}

/** Renders a request: React Router's handler (a request without the client's abort signal). */
export type Render = (request: Request) => Promise<Response>;

interface Entry {
  status: number;
  statusText: string;
  /** The answer's headers, without `Server-Timing`, `Content-Length` and `Content-Encoding`. */
  headers: [string, string][];
  /** The body cut at each place its nonce stood (one part when it has none). */
  parts: Buffer[];
  /** The nonce the copy was rendered with (also in the CSP header), or null. */
  nonce: string | null;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  bytes: number;
  /** After a failed refresh: no other one before this time. */
  retryAt: number;
}

/** Paths that are personal or tools: never looked up, whatever they answer. */
const bypassedPaths = /^\/(?:api|session|account|preview|storybook|logout)(?:[/.?]|$)/;

/** The site's own cookies: with any of them the page may show something personal (a flash too). */
const siteCookie = /(?:^|;)\s*(?:__Host-)?trellis_[a-z_]+=\s*[^;\s]/;

/** What the cache looks at in a request (from a Fetch request, or straight from Node's). */
export interface Visit {
  method: string;
  /** The path and query, as the request line has them. */
  url: string;
  cookie: string | null;
  authorization: boolean;
  userAgent: string | null;
}

export function visitOf(request: Request): Visit {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    cookie: request.headers.get('Cookie'),
    authorization: request.headers.has('Authorization'),
    userAgent: request.headers.get('User-Agent'),
  };
}

/**
 * The key a visit is kept under, or null when it must not be looked up. Path and query only (one
 * host), and whether the visitor is a crawler: a crawler gets the whole page at once, a browser a
 * streamed one.
 */
export function pageCacheKey(visit: Visit): string | null {
  const method = visit.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return null;
  const { cookie } = visit;
  if (hasSessionCookie(cookie) || (cookie && siteCookie.test(cookie))) return null;
  if (visit.authorization) return null;
  const url = new URL(visit.url, 'http://site.invalid');
  if (bypassedPaths.test(url.pathname)) return null;
  const params = url.searchParams;
  if (params.has('preview') || params.has(impersonationParams.token)) return null;
  const reader = visit.userAgent && isbot(visit.userAgent) ? 'bot' : 'browser';
  return `${reader} ${url.pathname}${url.search}`;
}

/** The seconds of a `Cache-Control` directive (`s-maxage=60`), or null. */
function directiveSeconds(cacheControl: string, name: string): number | null {
  const match = new RegExp(`(?:^|[,\\s])${name}=(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/**
 * The fresh and stale times an answer may be kept for, or null when it must not be: a 200 the app
 * marked `public` with an `s-maxage`, setting no cookie, varying on nothing but cookies and encoding,
 * not already encoded.
 */
export function storableTimes(response: Response): { freshMs: number; staleMs: number } | null {
  if (response.status !== 200 || !response.body) return null;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  const directives = cacheControl.toLowerCase().split(',');
  const has = (name: string) => directives.some((part) => part.trim() === name);
  if (!has('public') || has('private') || has('no-store') || has('no-cache')) return null;
  const sMaxAge = directiveSeconds(cacheControl, 's-maxage');
  if (!sMaxAge) return null;
  if (response.headers.getSetCookie().length > 0 || response.headers.has('Set-Cookie')) return null;
  if (response.headers.has('Content-Encoding')) return null;
  const vary = (response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'cookie' && name !== 'accept-encoding')) return null;
  return {
    freshMs: sMaxAge * 1000,
    staleMs: (directiveSeconds(cacheControl, 'stale-while-revalidate') ?? 0) * 1000,
  };
}

/** The nonce of a Content-Security-Policy (`'nonce-…'`), or null. */
export function policyNonce(policy: string | null): string | null {
  return policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null;
}

/** `body` cut at every occurrence of `nonce`. */
function cutAt(body: Buffer, nonce: string | null): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  // One allocation for the copy: the parts do not keep the rendered buffer's spare room alive.
  const copy = Buffer.from(Buffer.concat(parts));
  let offset = 0;
  return parts.map((part) => {
    const view = copy.subarray(offset, offset + part.length);
    offset += part.length;
    return view;
  });
}

/** Headers kept with a copy: never the render's timing, length or encoding (each answer has its own). */
const unkeptHeaders = new Set([
  'server-timing',
  'content-length',
  'content-encoding',
  'date',
  'age',
]);

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const createNonce = options.createNonce ?? freshNonce;
  const log = options.log ?? ((message: string) => console.warn(message));
  const retryMs = options.retryMs ?? 2_000;
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  /** The render under way for a key: what its waiters answer from (null when nothing was kept). */
  const inFlight = new Map<string, Promise<Entry | null>>();
  let renders = 0;

  /** The answer from a copy, with a fresh nonce in its policy and scripts. */
  function answerFrom(entry: Entry, status: PageCacheStatus, head: boolean): CachedAnswer {
    const headers: [string, string][] = [];
    const nonce = entry.nonce ? createNonce() : null;
    for (const [name, value] of entry.headers) {
      headers.push([name, nonce && entry.nonce ? value.replaceAll(entry.nonce, nonce) : value]);
    }
    headers.push(
      ['age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)))],
      [pageCacheHeader.toLowerCase(), status],
      // The render this copy came from was not this answer's: no render timing.
      ['server-timing', `page-cache;desc="${status}"`],
    );
    let body: Buffer | null = null;
    if (!head) {
      if (entry.parts.length === 1) body = entry.parts[0]!;
      else {
        const nonceBytes = Buffer.from(nonce ?? '');
        const pieces: Buffer[] = [];
        entry.parts.forEach((part, index) => {
          if (index > 0) pieces.push(nonceBytes);
          pieces.push(part);
        });
        body = Buffer.concat(pieces);
      }
    }
    return { status: entry.status, statusText: entry.statusText, headers, body };
  }

  /** A request of its own for a render: not ended by the visitor who happened to ask first. */
  function detached(request: Request): Request {
    return new Request(request.url, { method: 'GET', headers: request.headers });
  }

  /**
   * Renders `request`; keeps the answer when it may be kept. Resolves with the answer for the one who
   * asked (the render's own, its nonce used nowhere else) and the copy, or null when nothing was kept.
   */
  async function renderAndKeep(
    key: string,
    request: Request,
    render: Render,
  ): Promise<{ response: Response; entry: Entry | null }> {
    renders += 1;
    const response = await render(detached(request));
    const times = storableTimes(response);
    if (!times) return { response, entry: null };
    const body = Buffer.from(await response.arrayBuffer());
    const rebuilt = () =>
      new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    const freshMs = Math.min(times.freshMs, options.freshMs());
    if (body.length > options.maxEntryBytes || freshMs <= 0) {
      return { response: rebuilt(), entry: null };
    }
    const nonce = policyNonce(response.headers.get('Content-Security-Policy'));
    const headers: [string, string][] = [];
    let headerBytes = 0;
    response.headers.forEach((value, name) => {
      if (unkeptHeaders.has(name)) return;
      headers.push([name, value]);
      headerBytes += name.length + value.length;
    });
    const entry: Entry = {
      status: response.status,
      statusText: response.statusText,
      headers,
      parts: cutAt(body, nonce),
      nonce,
      storedAt: now(),
      freshMs,
      staleMs: Math.min(times.staleMs, options.staleMs()),
      bytes: body.length + headerBytes,
      retryAt: 0,
    };
    cache.set(key, entry);
    return { response: rebuilt(), entry };
  }

  /** One render for `key` at a time: the promise waiters answer from. */
  function startRender(key: string, request: Request, render: Render) {
    const running = renderAndKeep(key, request, render);
    const kept = running.then(
      ({ entry }) => entry,
      () => null,
    );
    inFlight.set(key, kept);
    void kept.finally(() => {
      if (inFlight.get(key) === kept) inFlight.delete(key);
    });
    return running;
  }

  /** A background refresh of a stale copy: the copy keeps answering whatever it gives. */
  function refresh(key: string, entry: Entry, request: Request, render: Render) {
    if (inFlight.has(key) || now() < entry.retryAt) return;
    startRender(key, request, render)
      .then(async ({ response, entry: kept }) => {
        if (kept) return;
        await response.body?.cancel();
        entry.retryAt = now() + retryMs;
        log(`[page-cache] ${key}: a refresh answered ${response.status}; the copy keeps answering`);
      })
      .catch((error: unknown) => {
        entry.retryAt = now() + retryMs;
        log(
          `[page-cache] ${key}: a refresh failed (${(error as Error)?.message ?? error}); the copy keeps answering`,
        );
      });
  }

  function tagged(response: Response, status: PageCacheStatus): Response {
    try {
      response.headers.set(pageCacheHeader, status);
      return response;
    } catch {
      const headers = new Headers(response.headers);
      headers.set(pageCacheHeader, status);
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
  }

  /**
   * The answer from a usable copy (fresh, or stale while one refresh runs), or null. `request` makes
   * the request a refresh renders, asked for only when one starts.
   */
  function lookup(visit: Visit, request: () => Request, render: Render): CachedAnswer | null {
    const key = pageCacheKey(visit);
    if (key === null) return null;
    const entry = cache.get(key);
    if (!entry) return null;
    const head = visit.method.toUpperCase() === 'HEAD';
    const age = now() - entry.storedAt;
    if (age < entry.freshMs) return answerFrom(entry, 'hit', head);
    if (age < entry.freshMs + entry.staleMs) {
      refresh(key, entry, request(), render);
      return answerFrom(entry, 'stale', head);
    }
    cache.delete(key);
    return null;
  }

  /**
   * The answer to `request`: from a copy when there is a usable one, otherwise rendered by `render`
   * (and kept when the app marked it public).
   */
  async function handle(request: Request, render: Render): Promise<Response> {
    const visit = visitOf(request);
    const key = pageCacheKey(visit);
    if (key === null) return tagged(await render(request), 'bypass');
    const copy = lookup(visit, () => request, render);
    if (copy) return responseOf(copy);
    // A HEAD neither starts a render for others nor is kept: React Router answers it without a body.
    if (visit.method.toUpperCase() === 'HEAD') return tagged(await render(request), 'miss');
    const running = inFlight.get(key);
    if (running) {
      const kept = await running;
      if (kept) return responseOf(answerFrom(kept, 'hit', false));
      // The first answer could not be kept (private, an error, too large): this request's own.
      return tagged(await render(request), 'miss');
    }
    const { response } = await startRender(key, request, render);
    return tagged(response, 'miss');
  }

  return {
    handle,
    lookup,
    /** Forgets every copy (tests, and an operator's reset). */
    clear: () => cache.clear(),
    /** What is kept, and how many renders the cache asked for (tests and the bench). */
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, renders }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The process's page cache, with the settings of `pageCacheConfig` and the shared answers' times
 * (read as it runs), or null when PAGE_CACHE=off. `scripts/serve.mjs` takes it from the build's entry.
 */
export function sitePageCache(): PageCache | null {
  const settings = pageCacheConfig();
  if (!settings.enabled) return null;
  return createPageCache({
    maxBytes: settings.maxBytes,
    maxEntryBytes: settings.maxEntryBytes,
    freshMs: () => resilienceConfig().freshMs,
    staleMs: () => resilienceConfig().staleMs,
  });
}
