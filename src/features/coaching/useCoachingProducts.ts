import { useMemo } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DataResponse, ProductWire } from '#src/lib/api/types.ts';

/** The SWR key of the session packages: the request the booker makes (docs/api/products.md, `GET /products`). */
export const coachingProductsKey = '/products?type=coaching-session&order=desc';

/**
 * The session packages, dearest first (sorted here too: the icons follow the order), only those of
 * the coaching-session type.
 */
export async function fetchCoachingProducts(api: ApiClient): Promise<ProductWire[]> {
  const response = await api.get<DataResponse<ProductWire[]>>('/products', {
    type: 'coaching-session',
    order: 'desc',
  });
  return sortPackages(response.data);
}

export function sortPackages(products: readonly ProductWire[]): ProductWire[] {
  return products
    .filter((product) => product.type === 'coaching-session')
    .sort((a, b) => b.price - a.price);
}

/**
 * The packages, from what the server loaded with the page when it did (then the browser does not ask
 * again), else from the API.
 */
export function useCoachingProducts(initial: readonly ProductWire[] | null | undefined) {
  const api = useApi();
  const hasInitial = Array.isArray(initial);
  const fallbackData = useMemo(() => (initial ? sortPackages(initial) : undefined), [initial]);
  return useSWR(coachingProductsKey, () => fetchCoachingProducts(api), {
    fallbackData,
    revalidateOnMount: !hasInitial,
    revalidateIfStale: !hasInitial,
    shouldRetryOnError: false,
  });
}
