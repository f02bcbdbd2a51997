import { defaultPublicConfig, type PublicConfig } from '#src/lib/config/runtimeConfig.tsx';

/** The store address for a section's data source: SHOP_URL from the run-time config, else the default. */
export function shopUrlOf(config?: Pick<PublicConfig, 'shopUrl'>): string {
  return config?.shopUrl ?? defaultPublicConfig.shopUrl;
}
