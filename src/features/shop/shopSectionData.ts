import { defaultPublicConfig, type PublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import type { SectionDataSource } from '#src/lib/sectionKit/defineSection.tsx';

/** The store address for a section's data source: SHOP_URL from the run-time config, else the default. */
export function shopUrlOf(config?: Pick<PublicConfig, 'shopUrl'>): string {
  return config?.shopUrl ?? defaultPublicConfig.shopUrl;
}

/**
 * A section's data source when the data comes from the store, not the API: fetched on the client
 * only (the cart and prices are the store's to say), keyed and fetched by the store's address.
 */
export function storeDataSource<C, D>(
  key: (shopUrl: string, content: C) => string | null,
  fetch: (shopUrl: string, content: C) => Promise<D>,
): SectionDataSource<C, D> {
  return {
    key: (content, config) => key(shopUrlOf(config), content),
    fetch: (_api, content, config) => fetch(shopUrlOf(config), content),
    prefetch: false,
  };
}
