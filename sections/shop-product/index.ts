import type { ShopProductWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { fetchProduct, productJsUrl } from '#src/features/shop/shopClient.ts';
import { storeDataSource } from '#src/features/shop/shopSectionData.ts';
import { ShopProduct } from './ShopProduct.tsx';
import { shopProductContent, type ShopProductContent } from './schema.ts';

export default defineSection<ShopProductContent, 'default', ShopProductWire>({
  type: 'shop-product',
  content: shopProductContent,
  Component: ShopProduct,
  data: storeDataSource(
    (shopUrl, content) => productJsUrl(shopUrl, content.product),
    (shopUrl, content) => fetchProduct(shopUrl, content.product),
  ),
});
