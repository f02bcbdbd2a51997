// @vitest-environment node
import { Suspense } from 'react';
import {
  Await,
  Outlet,
  Scripts,
  ScrollRestoration,
  createRequestHandler,
  redirect,
  useLoaderData,
  type ServerBuild,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as entry from './entry.server.tsx';
import { noScriptPolicy, securityHeadersMiddleware } from './server/securityHeaders.server.ts';

// A build of three routes around the real server entry and the root's security middleware: the
// document streams a deferred value (so React Router and React write their inline scripts after the
// shell), a resource route answers with headers that cannot be changed (as a `fetch` answer does),
// and a loader throws a redirect.

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>Test</title>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  return <Outlet />;
}

function Deferred() {
  const { later } = useLoaderData<{ later: Promise<string> }>();
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Await resolve={later}>{(value) => <p>{value}</p>}</Await>
    </Suspense>
  );
}

function entryRoute(id: string, parentId?: string) {
  return {
    id,
    parentId,
    path: id === 'root' ? '' : id,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

const build = {
  entry: { module: entry },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: Root,
        Layout,
        loader: () => null,
        middleware: [securityHeadersMiddleware],
      },
    },
    deferred: {
      id: 'deferred',
      parentId: 'root',
      path: 'deferred',
      module: {
        default: Deferred,
        loader: () => ({
          later: new Promise<string>((resolve) => setTimeout(() => resolve('Ready'), 20)),
        }),
      },
    },
    elsewhere: {
      id: 'elsewhere',
      parentId: 'root',
      path: 'elsewhere',
      module: {
        default: Root,
        loader: () => {
          throw redirect('/deferred');
        },
      },
    },
    fixed: {
      id: 'fixed',
      parentId: 'root',
      path: 'fixed',
      // A resource route whose answer's headers are immutable, like those of a `fetch` answer.
      module: { loader: () => Response.redirect('http://localhost/deferred', 307) },
    },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'] },
    routes: {
      root: entryRoute('root'),
      deferred: entryRoute('deferred', 'root'),
      elsewhere: entryRoute('elsewhere', 'root'),
      fixed: { ...entryRoute('fixed', 'root'), module: '' },
    },
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {
    v8_middleware: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');

function nonceOf(response: Response): string {
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  const match = /'nonce-([^']+)'/.exec(policy);
  expect(match, `no nonce in ${policy}`).not.toBeNull();
  return match![1]!;
}

beforeEach(() => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('COOKIE_SECURE', 'true');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the server entry', () => {
  it('gives every script of a streamed page the nonce its Content-Security-Policy names', async () => {
    const response = await handle(new Request('http://localhost/deferred'));
    expect(response.status).toBe(200);
    const nonce = nonceOf(response);
    const html = await response.text();
    // The deferred value reached the page through React Router's stream (its inline scripts).
    expect(html).toContain('Ready');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // The context, the module entry, scroll restoration, the stream's chunks and React's own.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/<script(?![^>]*\bnonce=)[^>]*>/);
  });

  it('draws a new nonce for every answer', async () => {
    const first = nonceOf(await handle(new Request('http://localhost/deferred')));
    const second = nonceOf(await handle(new Request('http://localhost/deferred')));
    expect(first).not.toBe(second);
  });

  it('sends the baseline headers with the page, HSTS among them when the cookie is Secure', async () => {
    const response = await handle(new Request('http://localhost/deferred'));
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('puts the baseline headers on a redirect, on loader data and on a resource route', async () => {
    const answers = await Promise.all([
      handle(new Request('http://localhost/elsewhere')),
      handle(new Request('http://localhost/deferred.data')),
      handle(new Request('http://localhost/fixed')),
    ]);
    const [redirected, data, fixed] = answers;
    expect(redirected!.status).toBe(302);
    expect(data!.status).toBe(200);
    expect(fixed!.status).toBe(307);
    expect(fixed!.headers.get('Location')).toBe('http://localhost/deferred');
    for (const response of answers) {
      expect(response.headers.get('Content-Security-Policy')).toBe(noScriptPolicy);
      expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('leaves the page without HSTS when the cookie is not Secure (plain-http deployments)', async () => {
    vi.stubEnv('COOKIE_SECURE', 'false');
    const response = await handle(new Request('http://localhost/deferred'));
    expect(response.headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('hands the baseline headers to the static file server', () => {
    expect(entry.staticSecurityHeaders()).toMatchObject({
      'Content-Security-Policy': noScriptPolicy,
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
