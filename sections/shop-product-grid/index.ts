import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { storeDataSource } from '#src/features/shop/shopSectionData.ts';
import { loadProducts, productsKey, type ShopProductGridEntry } from './loadProducts.ts';
import { ShopProductGrid } from './ShopProductGrid.tsx';
import { shopProductGridContent, type ShopProductGridContent } from './schema.ts';

export default defineSection<ShopProductGridContent, 'default', ShopProductGridEntry[]>({
  type: 'shop-product-grid',
  content: shopProductGridContent,
  Component: ShopProductGrid,
  data: storeDataSource(
    (shopUrl, content) => productsKey(shopUrl, content.products),
    (shopUrl, content) => loadProducts(shopUrl, content.products),
  ),
});
