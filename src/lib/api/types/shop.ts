// Wire types of the external store (the reference API serves a stand-in with the same paths under /shop).

// The external store (the reference API serves a stand-in with the same paths under /shop).

/** A variant in GET /shop/products/<handle>.js (prices in cents). */
export interface ShopVariantWire {
  id: number;
  product_id: number;
  title: string;
  name: string;
  sku: string | null;
  price: number;
  compare_at_price: number | null;
  available: boolean;
  taxable: boolean;
  featured_image: string | null;
}

/** GET /shop/products/<handle>.js: a product in the external store's `.js` shape (prices in cents). */
export interface ShopProductWire {
  id: number;
  title: string;
  handle: string;
  /** HTML. */
  description: string;
  vendor: string;
  type: string;
  tags: string[];
  /** The lowest variant price. */
  price: number;
  price_min: number;
  price_max: number;
  price_varies: boolean;
  compare_at_price: number | null;
  available: boolean;
  featured_image: string | null;
  images: string[];
  /** The product page in the store, relative to the store's address. */
  url: string;
  variants: ShopVariantWire[];
}

/** A line of the cart. `id` is the variant id, as in the external store. */
export interface ShopCartItemWire {
  id: number;
  key: string;
  variant_id: number;
  product_id: number;
  handle: string;
  url: string;
  title: string;
  product_title: string;
  variant_title: string | null;
  price: number;
  original_price: number;
  line_price: number;
  original_line_price: number;
  quantity: number;
  taxable: boolean;
  featured_image: { url: string | null; alt: string };
}

/** GET /shop/cart.json. */
export interface ShopCartWire {
  token: string;
  currency: 'USD';
  item_count: number;
  total_price: number;
  original_total_price: number;
  items: ShopCartItemWire[];
}

/** A navigation entry; menus are at most two levels deep. */
export interface ShopMenuItemWire {
  title: string;
  url: string;
  items: ShopMenuItemWire[];
}

/** GET /shop/navigation-api/<menu>. */
export interface ShopMenuWire {
  handle: string;
  title: string;
  items: ShopMenuItemWire[];
}
