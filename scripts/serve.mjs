// The production site server: `node scripts/serve.mjs [build/server/index.js]` (what `npm start`, the
// end-to-end tests and the bench run). It does what react-router-serve did — compression, the built
// assets and public/ as static files, every other request to React Router — and three things that tool
// cannot: it tells the pages which address a request came from (for throttling), it puts the site's
// security headers on static files too, and its log never writes a query string (tokens ride in some:
// impersonation links, password-reset links). docs/security.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

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
  app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
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
