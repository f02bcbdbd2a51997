import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { JSDOM } from 'jsdom';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from 'react-router';
import { registerSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { sanitizeHtml, setSanitizerWindow } from '#src/lib/sanitize/sanitizeHtml.ts';
import { applyDataCaching, applyDocumentCaching } from '#site/server/cacheControl.server.ts';
import { resilienceConfig } from '#site/server/config.server.ts';
import { DropScriptPreloads } from '#site/server/dropScriptPreloads.server.ts';
import { registerFooter } from '#site/shell/footerModule.ts';
import { SiteFooter } from '#site/shell/SiteFooter.tsx';
import {
  applyBaselineHeaders,
  baselineSecurityHeaders,
  createNonce,
  documentContentSecurityPolicy,
} from '#site/server/securityHeaders.server.ts';

export const streamTimeout = 5_000;

// CMS HTML is sanitized on the server too: DOMPurify gets one jsdom window for the process.
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
registerSanitizer(sanitizeHtml);
// The footer renders on the server at once; the browser loads its code when it is needed.
registerFooter(SiteFooter);

/**
 * The baseline security headers (no nonce policy), for the static files `scripts/serve.mjs` serves
 * beside the pages: it reads them from the build's entry module.
 */
export function staticSecurityHeaders(): Record<string, string> {
  return baselineSecurityHeaders();
}

/**
 * The page cache for visitors (site/server/pageCache.server.ts), which `scripts/serve.mjs` puts around
 * React Router's handler: reached from the build like the headers above.
 */
export { sitePageCache } from '#site/server/pageCache.server.ts';

/** A 503 (the API unreachable, failing or past the page's deadline) says when to try again. */
function applyRetryAfter(status: number, headers: Headers) {
  if (status === 503 && !headers.has('Retry-After')) {
    headers.set('Retry-After', String(resilienceConfig().retryAfterSeconds));
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const started = performance.now();
  // A fresh nonce for this answer: only the scripts React Router and React write carry it, so a
  // script that reached the page any other way does not run (docs/decisions/026).
  const nonce = createNonce();
  responseHeaders.set('Content-Security-Policy', documentContentSecurityPolicy(nonce));
  // A route may ask for stricter values (the password pages send no referrer at all).
  applyBaselineHeaders(responseHeaders);
  // The API is in trouble (site/server/deadline.server.ts, docs/architecture.md): ask to come back.
  applyRetryAfter(responseStatusCode, responseHeaders);
  // Public CMS pages may be kept by a CDN; anything personal is never stored (docs/scaling.md).
  applyDocumentCaching({
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    leafRouteId: routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? null,
  });
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // How long React took to render the document (read by `npm run bench`).
          responseHeaders.append(
            'Server-Timing',
            `render;dur=${(performance.now() - started).toFixed(2)}`,
          );
          // No script preloads in the head: the first paint does not share bandwidth with them.
          const withoutPreloads = new DropScriptPreloads();
          withoutPreloads.pipe(body);
          pipe(withoutPreloads);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Loader data of client navigations (`*.data`): never stored by a shared cache (docs/scaling.md). */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  const headers = new Headers(response.headers);
  applyDataCaching(headers);
  applyRetryAfter(response.status, headers);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
