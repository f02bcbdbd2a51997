import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { createApiClient } from '#src/lib/api/client.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { NotificationProvider } from '#src/lib/messages/NotificationProvider.tsx';
import { createNotificationStore } from '#src/lib/messages/notificationStore.ts';

/** A fake `/api` door for component tests: `METHOD /path` → a response (or a function making one). */
export type FakeRoutes = Record<string, Response | (() => Response | Promise<Response>)>;

export function fakeFetch(routes: FakeRoutes) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = routes[key];
    if (!answer) return Response.json({ message: `No fake for ${key}` }, { status: 599 });
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

/**
 * Renders account components as the site does: inside a data router (their forms post to
 * `action`), with the API client on a fake fetch, a fresh SWR cache and a notification store to read.
 */
export function renderAccount(
  element: ReactNode,
  {
    routes = {},
    action,
    path = '/account',
  }: { routes?: FakeRoutes; action?: (args: { request: Request }) => unknown; path?: string } = {},
) {
  const fetchImpl = fakeFetch(routes);
  const store = createNotificationStore();
  const client = createApiClient({ baseUrl: '/api', fetch: fetchImpl });
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <ConfigProvider value={defaultPublicConfig}>
          <ApiProvider client={client}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
              <NotificationProvider store={store}>{element}</NotificationProvider>
            </SWRConfig>
          </ApiProvider>
        </ConfigProvider>
      ),
      action: action ? ({ request }) => action({ request }) : undefined,
    },
  ]);
  const view = render(<Stub initialEntries={[path]} />);
  const messages = () => store.getSnapshot().map((note) => note.message);
  return { ...view, fetchImpl, store, messages };
}
