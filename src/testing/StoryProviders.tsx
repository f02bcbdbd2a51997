import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import { Toasts } from '#src/ui/components/Toasts/index.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { NotificationProvider } from '#src/lib/messages/NotificationProvider.tsx';
import type { NotificationStore } from '#src/lib/messages/notificationStore.ts';

/**
 * What every story and component test renders inside: a router, the run-time config, the API client
 * (calling `/api`, answered by MSW handlers in stories), a fresh SWR cache per render, and the
 * notifications with their toasts (a fresh store per render unless a test injects one).
 */
export function StoryProviders({
  children,
  initialPath = '/',
  notificationStore,
  router = true,
}: {
  children: ReactNode;
  initialPath?: string;
  notificationStore?: NotificationStore;
  /** False when the story brings its own data router (React Router's `createRoutesStub`). */
  router?: boolean;
}) {
  const providers = (
    <ConfigProvider value={defaultPublicConfig}>
      <ApiProvider baseUrl="/api">
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <NotificationProvider store={notificationStore}>
            {children}
            <Toasts />
          </NotificationProvider>
        </SWRConfig>
      </ApiProvider>
    </ConfigProvider>
  );
  return router ? (
    <MemoryRouter initialEntries={[initialPath]}>{providers}</MemoryRouter>
  ) : (
    providers
  );
}
