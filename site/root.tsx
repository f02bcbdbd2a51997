import { useCallback, useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  data,
  isRouteErrorResponse,
  redirect,
} from 'react-router';
import type { Route } from './+types/root';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { useRootData, type RootData } from '#site/rootData.ts';
import { LazyCartDrawer } from '#src/features/shop/LazyCartDrawer.tsx';
import { Toasts } from '#src/ui/components/Toasts/index.ts';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import { NotificationProvider, useNotify } from '#src/lib/messages/index.ts';
import { SessionProvider } from '#src/lib/session/SessionProvider.tsx';
import { fontPreloads } from '#src/ui/theme/fonts.ts';
import '#src/ui/theme/global.css.ts';
import { ErrorPage, errorPageHead } from '#site/shell/ErrorPage.tsx';
import { pageTitle, siteDescription, siteName } from '#site/pageMeta.ts';
import { reloadForChunkError } from '#site/shell/chunkReload.ts';
import { EarlyClicks } from '#site/shell/EarlyClicks.tsx';
import { GridOverlay } from '#site/shell/GridOverlay.tsx';
import { keepDataForSectionState } from '#site/page/revalidation.ts';
import { NavigationProgress } from '#site/shell/NavigationProgress.tsx';
import { useInlineSignIn } from '#site/shell/useInlineSignIn.ts';
import { fetchAccount } from '#site/server/account.server.ts';
import { publicConfig } from '#site/server/config.server.ts';
import { takeFlash } from '#site/server/flash.server.ts';
import { handleImpersonation, isImpersonationLink } from '#site/server/impersonation.server.ts';
import { refuseBadInput } from '#site/server/badInput.server.ts';
import { withRequestDeadline } from '#site/server/deadline.server.ts';
import { refuseCrossSite } from '#site/server/origin.server.ts';
import { findRedirect, redirectTable } from '#site/server/redirects.server.ts';
import { apiForRequest, commitLogout } from '#site/server/session.server.ts';
import { loadSiteOptions } from '#site/server/siteOptions.server.ts';
import { securityHeadersMiddleware } from '#site/server/securityHeaders.server.ts';

/**
 * Every request is answered under one API deadline: its action and its loaders share it, and its
 * calls end with it (site/server/deadline.server.ts, docs/architecture.md).
 */
export const middleware: Route.MiddlewareFunction[] = [
  // Outermost: every answer — pages, redirects, loader data, the door, errors — gets the security
  // headers it did not set itself (site/server/securityHeaders.server.ts).
  securityHeadersMiddleware,
  // A request that changes something comes from the site's own pages, or it is refused (403).
  ({ request }) => refuseCrossSite(request),
  // A path or form body the site cannot read: 404, 400, 413 or 415 before anything runs.
  ({ request }, next) => refuseBadInput(request, next),
  ({ request }, next) => withRequestDeadline(request, next),
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // An impersonation link (?impersonate=…&admin=…) is checked before anything else; always a redirect.
  if (isImpersonationLink(url)) throw await handleImpersonation(request);
  const { api, session } = await apiForRequest(request);
  const target = findRedirect(await redirectTable(request), url.pathname);
  if (target) throw redirect(target, 301);

  // Site options are a shared answer (kept by the server); the account is the person's own.
  const [{ account, expired }, siteOptions] = await Promise.all([
    fetchAccount(api, Boolean(session.token)),
    loadSiteOptions(request),
  ]);
  const flash = await takeFlash(request);
  const headers = new Headers();
  if (flash.clear) headers.append('Set-Cookie', flash.clear);
  if (expired) for (const cookie of await commitLogout()) headers.append('Set-Cookie', cookie);

  const rootData: RootData = {
    config: publicConfig(),
    account: account ? { ...account, impersonated: session.impersonating } : null,
    siteOptions,
    flash: flash.message,
    renderedAt: new Date().toISOString(),
  };
  return data(rootData, { headers });
}

/** Moving through the quiz (a section's state in the address) does not reload the account or options. */
export const shouldRevalidate = keepDataForSectionState;

/**
 * The head of every page that has no `meta` of its own, and of the error pages (React Router calls
 * only the root's `meta` when the root's error boundary shows): a 404 is titled "Page not found".
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (error !== undefined && error !== null) {
    const { status, message } = errorDetails(error);
    const { title, description } = errorPageHead(status, message);
    return [
      { title: pageTitle(title) },
      { name: 'description', content: description },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: siteName }, { name: 'description', content: siteDescription }];
};

export const links: Route.LinksFunction = () => [
  // The fonts of the header and the hero, before the stylesheets that name them.
  ...fontPreloads,
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d3a" />
        {/* Before any content: clicks made before hydration are held for it (decision 030). */}
        <EarlyClicks />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Their inline scripts carry the answer's nonce (ServerRouter's, site/entry.server.tsx). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const root = useRootData();
  const onUnauthorized = useCallback(() => {
    // A 401 from the API: the session is over. /logout clears the cookie and goes to /login.
    window.location.assign('/logout?to=/login');
  }, []);
  const signInInline = useInlineSignIn();
  // A route shown inside another page (the live preview's frame) names its notifications apart.
  const toastsLabel = useMatches()
    .map((match) => (match.handle as { toastsLabel?: string } | undefined)?.toastsLabel)
    .findLast(Boolean);
  return (
    <SessionProvider account={root?.account ?? null} signInInline={signInInline}>
      <ConfigProvider value={root?.config ?? defaultPublicConfig}>
        <ApiProvider baseUrl="/api" onUnauthorized={onUnauthorized}>
          <NotificationProvider>
            <CartProvider>
              {children}
              <LazyCartDrawer />
            </CartProvider>
            <FlashMessage message={root?.flash ?? null} />
            <Toasts label={toastsLabel} />
            <NavigationProgress />
            <GridOverlay />
          </NotificationProvider>
        </ApiProvider>
      </ConfigProvider>
    </SessionProvider>
  );
}

/** Shows the message a server redirect left behind (a catalogue key such as requiresLogin, or text). */
function FlashMessage({ message }: { message: string | null }) {
  const notify = useNotify();
  useEffect(() => {
    if (message) notify({ message });
  }, [message, notify]);
  return null;
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): scripts load after the first
 * paint (docs/decisions/019), and end-to-end tests that press keys wait for this.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export default function App() {
  useHydratedMark();
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** The status of a route error (500 when it has none) and the message its response carries. */
function errorDetails(error: unknown): { status: number; message?: string } {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  const body = error.data as { message?: unknown } | string | undefined;
  const message =
    typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : undefined;
  return { status: error.status, message };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMark();
  useEffect(() => {
    // A route's code chunk failed to load (a deploy replaced it): reload, at most once a minute.
    reloadForChunkError(error);
  }, [error]);
  const { status, message } = errorDetails(error);
  if (!isRouteErrorResponse(error) && import.meta.env.DEV && error instanceof Error) {
    console.error(error);
  }
  return (
    <Providers>
      <ErrorPage status={status} message={message} />
    </Providers>
  );
}
