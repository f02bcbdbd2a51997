import type { ShopProductWire } from '#src/lib/api/types.ts';
import type { PublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { fetchProduct, productJsUrl } from '#src/features/shop/shopClient.ts';
import { shopUrlOf } from '#src/features/shop/shopSectionData.ts';
import { ShopProduct } from './ShopProduct.tsx';
import { shopProductContent, type ShopProductContent } from './schema.ts';

export default defineSection<ShopProductContent, 'default', ShopProductWire>({
  type: 'shop-product',
  content: shopProductContent,
  Component: ShopProduct,
  // From the store, not the API; on the client only (the cart and prices are the store's to say).
  data: {
    key: (content, config: Pick<PublicConfig, 'shopUrl'>) =>
      productJsUrl(shopUrlOf(config), content.product),
    fetch: (_api, content, config: Pick<PublicConfig, 'shopUrl'>) =>
      fetchProduct(shopUrlOf(config), content.product),
    prefetch: false,
  },
});
