// The production site server: `node scripts/serve.mjs [build/server/index.js]` (what `npm start`, the
// end-to-end tests and the bench run). It does what react-router-serve did — compression, the built
// assets and public/ as static files, every other request to React Router — and three things that tool
// cannot: it tells the pages which address a request came from (for throttling), it puts the site's
// security headers on static files too, and its log never writes a query string (tokens ride in some:
// impersonation links, password-reset links). docs/security.md. And it keeps the public pages it
// renders for visitors in a page cache (site/server/pageCache.server.ts, docs/scaling.md).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from 'react-router';

/** Kept in step with site/server/clientAddress.server.ts, which reads it. */
const clientAddressHeader = 'x-trellis-client-address';

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Express's `trust proxy`): none
 * unless TRUST_PROXY says so — `true` (any), a hop count, or addresses and subnets, comma-separated.
 * Trusting a header that a client can write would let anyone pick the address they are counted as.
 */
export function trustProxySetting(value = process.env.TRUST_PROXY) {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((part) => part.trim());
}

/** A log line's path: never the query string, which may carry a token. */
export function loggedPath(url) {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 300);
}

/**
 * A body refused before it was read (413 from the door, 403 from the origin check…): the answer goes
 * out at once, then the rest of the body is read and thrown away — for 10 s at most — before the
 * connection closes. Closing while the client is still sending makes the kernel reset the connection,
 * and a reset can destroy the answer before the client has read it (what a web server calls a
 * lingering close).
 */
function lingerAfterRefusal(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status >= 400 && !req.complete) {
      res.removeHeader('Connection');
      const socket = req.socket;
      const destroySoon = socket.destroySoon;
      // Node closes the connection this way after an answer when the client asked it to.
      socket.destroySoon = function () {
        socket.destroySoon = destroySoon;
        if (req.complete) return destroySoon.call(socket);
        socket.end();
        const close = () => {
          clearTimeout(timer);
          socket.destroy();
        };
        const timer = setTimeout(close, 10_000).unref();
        req.once('end', close);
        discard(req);
      };
      res.once('finish', () => {
        // Node's own handler ran first: the connection is already lingering (above).
        if (socket.destroySoon === destroySoon) return;
        socket.destroySoon = destroySoon;
        if (req.complete) return;
        // The connection stays open for the next request once this body is read.
        const timer = setTimeout(() => socket.destroy(), 10_000).unref();
        req.once('end', () => clearTimeout(timer));
        discard(req);
      });
    }
    return writeHead.call(this, status, ...rest);
  };
}

/** The Fetch request React Router reads, from Express's (as @react-router/express builds it). */
export function fetchRequestOf(req, res) {
  const forwardedPort = req.app?.enabled('trust proxy')
    ? req.get('X-Forwarded-Host')?.split(':')[1]
    : undefined;
  const hostPort = req.get('host')?.split(':')[1];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? '', 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost';
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  let controller = new AbortController();
  res.on('finish', () => (controller = null));
  res.on('close', () => controller?.abort());
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

/** Writes a Fetch response to Express's (compression, when the client takes it, happens on the way). */
async function send(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** Reads a request's body to nowhere (a reader that stopped would otherwise hold it paused). */
function discard(req) {
  req.removeAllListeners('data');
  req.resume();
}

export async function createSiteServer(buildPath) {
  const build = await import(pathToFileURL(path.resolve(buildPath)).href);
  // The same baseline headers the pages get (site/server/securityHeaders.server.ts, exported by
  // site/entry.server.tsx and so reachable from the build).
  const staticHeaders = build.entry?.module?.staticSecurityHeaders?.() ?? {
    'X-Content-Type-Options': 'nosniff',
  };
  const setStaticHeaders = (res) => {
    for (const [name, value] of Object.entries(staticHeaders)) res.setHeader(name, value);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting());

  app.use((req, res, next) => {
    const started = performance.now();
    // The address the pages see is the one this server saw, never one the client wrote.
    req.headers[clientAddressHeader] = req.ip ?? req.socket.remoteAddress ?? '';
    lingerAfterRefusal(req, res);
    res.once('finish', () => {
      if (process.env.SERVE_LOG === 'off') return;
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${req.method} ${loggedPath(req.originalUrl)} ${res.statusCode} - ${ms} ms`);
    });
    next();
  });
  app.use(compression());
  const render = createRequestHandler(build, process.env.NODE_ENV);
  // Off with PAGE_CACHE=off (the bench measures both).
  const pageCache = build.entry?.module?.sitePageCache?.() ?? null;
  if (pageCache) {
    // A page kept for visitors answers before the static files are looked for on disk.
    app.use((req, res, next) => {
      const answer = pageCache.lookup(
        {
          method: req.method,
          url: req.originalUrl,
          cookie: req.headers.cookie ?? null,
          authorization: req.headers.authorization !== undefined,
          userAgent: req.headers['user-agent'] ?? null,
        },
        () => fetchRequestOf(req, res),
        render,
      );
      if (!answer) return next();
      res.statusMessage = answer.statusText;
      res.status(answer.status);
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.end(answer.body ?? undefined);
    });
  }
  app.use(
    path.posix.join(build.publicPath, 'assets'),
    express.static(path.join(build.assetsBuildDirectory, 'assets'), {
      immutable: true,
      maxAge: '1y',
      setHeaders: setStaticHeaders,
    }),
  );
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, { setHeaders: setStaticHeaders }),
  );
  app.use(express.static('public', { maxAge: '1h', setHeaders: setStaticHeaders }));
  app.use(async (req, res, next) => {
    try {
      const request = fetchRequestOf(req, res);
      const response = pageCache
        ? await pageCache.handle(request, (rendered) => render(rendered))
        : await render(request);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

async function main() {
  const buildPath = process.argv[2] ?? 'build/server/index.js';
  const port = Number(process.env.PORT ?? 3000);
  const app = await createSiteServer(buildPath);
  const onListen = () => console.log(`[trellis-serve] http://localhost:${port}`);
  const server = process.env.HOST
    ? app.listen(port, process.env.HOST, onListen)
    : app.listen(port, onListen);
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      // Browsers keep idle connections open: they must not hold the stop up.
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 2_000).unref();
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
