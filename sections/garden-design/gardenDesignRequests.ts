import type { ApiClient } from '#src/lib/api/client.ts';
import type { DataResponse, ProductWire } from '#src/lib/api/types.ts';

/**
 * The SWR key of the landing's products: the API path it reads (docs/api/products.md, `GET /products`). The
 * server's prefetch fills the SWR fallback under the same key, so the browser does not ask again.
 */
export function gardenDesignKey(): string {
  return '/products?type=garden-design&order=asc';
}

/** The garden-design products, cheapest first (sorted here too: the order is part of the design). */
export async function fetchGardenDesign(api: ApiClient): Promise<ProductWire[]> {
  const response = await api.get<DataResponse<ProductWire[]>>('/products', {
    type: 'garden-design',
    order: 'asc',
  });
  return [...response.data].sort((a, b) => a.price - b.price);
}
