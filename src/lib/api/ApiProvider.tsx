import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Provides the API client to data hooks. In the browser the client calls the site's `/api` door
 * (the site server adds the bearer token from its HttpOnly cookie); a 401 sends the visitor to log in.
 */
export function ApiProvider({
  baseUrl = '/api',
  client,
  onUnauthorized,
  children,
}: {
  baseUrl?: string;
  client?: ApiClient;
  onUnauthorized?: () => void;
  children: ReactNode;
}) {
  const value = useMemo(
    () => client ?? createApiClient({ baseUrl, onUnauthorized }),
    [client, baseUrl, onUnauthorized],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
