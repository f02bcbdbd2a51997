import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import routes from '#site/routes.ts';
import { resetSharedAnswers } from '../sharedAnswers.server.ts';

// The site's request handler as React Router's server runs it — the route table of site/routes.ts,
// the root's middleware, every loader and action, document, `.data` and resource requests — without
// the Vite plugin, which refuses to run outside the site build. Pages are not rendered: the answer of
// a document request is its status and its route errors as JSON (`RenderedPage`).

type ServerRoutes = ServerBuild['routes'];
type ServerRouteModule = NonNullable<ServerRoutes[string]>['module'];

const routeModules = import.meta.glob<ServerRouteModule>([
  '../../root.tsx',
  '../../routes/*.{ts,tsx}',
  '!../../routes/*.test.{ts,tsx}',
  '!../../routes/*.testing.ts',
]);

/** The body a document request answers with here, in place of the page's HTML. */
export interface RenderedPage {
  status: number;
  /** The route errors the page would show (status and data of each error response). */
  errors: Record<string, { status?: number; data?: unknown; message?: string }> | null;
}

async function addRoutes(
  entries: RouteConfigEntry[],
  parentId: string,
  manifest: ServerRoutes,
): Promise<void> {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
    const load = routeModules[`../../${entry.file}`];
    if (!load) throw new Error(`No route module ${entry.file}`);
    manifest[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: await load(),
    };
    if (entry.children) await addRoutes(entry.children, id, manifest);
  }
}

function renderPage(
  _request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Response {
  const errors = context.staticHandlerContext.errors as RenderedPage['errors'];
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify({ status, errors } satisfies RenderedPage), {
    status,
    headers,
  });
}

/**
 * The site's request handler over its real routes. `onError` hears every error React Router logs
 * (what the server would print); route error responses it answers on purpose are not among them.
 */
export async function siteRequestHandler(onError: (error: unknown) => void = () => {}): Promise<{
  handle: (request: Request) => Promise<Response>;
  /** The ids of the routes that have an action (`routes/login`…). */
  routesWithActions: string[];
}> {
  // A new server starts with no shared answers (redirects, site options): what an earlier test file
  // of the same worker kept there is not this site's.
  resetSharedAnswers();
  const root = await routeModules['../../root.tsx']!();
  const manifest: ServerRoutes = {
    root: { id: 'root', path: '', module: root },
  };
  await addRoutes(await routes, 'root', manifest);
  const build = {
    entry: { module: { default: renderPage, handleError: onError } },
    routes: manifest,
    assets: {
      entry: { imports: [], module: '' },
      routes: {},
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return {
    handle: (request) => handler(request),
    routesWithActions: Object.values(manifest)
      .filter((route) => route?.module.action)
      .map((route) => route!.id),
  };
}
