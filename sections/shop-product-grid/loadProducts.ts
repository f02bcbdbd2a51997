import type { ShopProductWire } from '#src/lib/api/types.ts';
import { fetchProduct, productJsUrl } from '#src/features/shop/shopClient.ts';

/** One grid entry: the product, or null when the store could not give it. */
export interface ShopProductGridEntry {
  url: string;
  product: ShopProductWire | null;
}

/** The SWR key: the `.js` addresses of the products, in order. */
export function productsKey(shopUrl: string, urls: readonly string[]): string {
  return urls.map((url) => productJsUrl(shopUrl, url)).join(' ');
}

/** Loads every product at once; one that fails becomes null, so the others still show. */
export async function loadProducts(
  shopUrl: string,
  urls: readonly string[],
): Promise<ShopProductGridEntry[]> {
  const results = await Promise.allSettled(urls.map((url) => fetchProduct(shopUrl, url)));
  return results.map((result, index) => ({
    url: urls[index]!,
    product: result.status === 'fulfilled' ? result.value : null,
  }));
}
