import type { PublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { shopUrlOf } from '#src/features/shop/shopSectionData.ts';
import { loadProducts, productsKey, type ShopProductGridEntry } from './loadProducts.ts';
import { ShopProductGrid } from './ShopProductGrid.tsx';
import { shopProductGridContent, type ShopProductGridContent } from './schema.ts';

export default defineSection<ShopProductGridContent, 'default', ShopProductGridEntry[]>({
  type: 'shop-product-grid',
  content: shopProductGridContent,
  Component: ShopProductGrid,
  // From the store, not the API; on the client only (the cart and prices are the store's to say).
  data: {
    key: (content, config: Pick<PublicConfig, 'shopUrl'>) =>
      productsKey(shopUrlOf(config), content.products),
    fetch: (_api, content, config: Pick<PublicConfig, 'shopUrl'>) =>
      loadProducts(shopUrlOf(config), content.products),
    prefetch: false,
  },
});
