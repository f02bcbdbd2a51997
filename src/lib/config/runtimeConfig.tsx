import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the browser may know of the run-time configuration. The site server reads the environment
 * (API_URL, SHOP_URL, SOCKET_URL, SITE_URL, MAPS_API_KEY) at run time and hands this public part to the page;
 * API_URL itself never reaches the browser, which calls the API through the site's `/api` door.
 */
export interface PublicConfig {
  /** The main site address: absolute links that start with it become internal routes. */
  siteUrl: string;
  /** The external store. */
  shopUrl: string;
  /** The real-time host. */
  socketUrl: string;
  /** Where the browser sends API calls: the site server's proxy. */
  apiBase: string;
  /**
   * The maps service's browser key (MAPS_API_KEY), for the garden address's suggestions; null leaves
   * the address a plain field.
   */
  mapsApiKey: string | null;
}

export const defaultPublicConfig: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  shopUrl: '/api/shop',
  socketUrl: 'http://localhost:4000',
  apiBase: '/api',
  mapsApiKey: null,
};

const ConfigContext = createContext<PublicConfig>(defaultPublicConfig);

export function ConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  return useContext(ConfigContext);
}
