import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiProvider } from '#src/api/ApiProvider.tsx';
import { ConfigProvider, defaultPublicConfig } from '#src/config/runtimeConfig.tsx';

/**
 * What every story and component test renders inside: a router, the run-time config, the API client
 * (calling `/api`, answered by MSW handlers in stories) and a fresh SWR cache per render.
 */
export function StoryProviders({ children, initialPath = '/' }: { children: ReactNode; initialPath?: string }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <ConfigProvider value={defaultPublicConfig}>
        <ApiProvider baseUrl="/api">
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        </ApiProvider>
      </ConfigProvider>
    </MemoryRouter>
  );
}
