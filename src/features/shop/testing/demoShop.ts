import { http, HttpResponse } from 'msw';
import { delayAnswer } from '#src/testing/heldRequests.ts';
import type {
  ShopCartItemWire,
  ShopCartWire,
  ShopProductWire,
  ShopVariantWire,
} from '#src/lib/api/types.ts';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';

// Demo store data for stories and tests, in the store's own shapes (the reference API's stand-in
// store has the same products). Images are inline, so stories make no image requests.

const image = gardenScene(800, 800);

function variant(
  productId: number,
  productTitle: string,
  fields: Pick<ShopVariantWire, 'id' | 'title' | 'price' | 'available'>,
): ShopVariantWire {
  return {
    product_id: productId,
    name: fields.title === 'Default Title' ? productTitle : `${productTitle} - ${fields.title}`,
    sku: null,
    compare_at_price: null,
    taxable: true,
    featured_image: image,
    ...fields,
  };
}

function product(
  fields: Pick<ShopProductWire, 'id' | 'title' | 'handle' | 'description' | 'type'>,
  variants: Pick<ShopVariantWire, 'id' | 'title' | 'price' | 'available'>[],
): ShopProductWire {
  const prices = variants.map((v) => v.price);
  return {
    ...fields,
    vendor: 'Trellis',
    tags: [],
    price: Math.min(...prices),
    price_min: Math.min(...prices),
    price_max: Math.max(...prices),
    price_varies: Math.min(...prices) !== Math.max(...prices),
    compare_at_price: null,
    available: variants.some((v) => v.available),
    featured_image: image,
    images: [image],
    url: `/products/${fields.handle}`,
    variants: variants.map((v) => variant(fields.id, fields.title, v)),
  };
}

/** Demo products by handle. */
export const demoShopProducts = {
  'cedar-raised-bed-kit': product(
    {
      id: 7_401_250_001,
      title: 'Cedar Raised Bed Kit',
      handle: 'cedar-raised-bed-kit',
      type: 'Raised Beds',
      description:
        '<p>Untreated western red cedar boards with corner posts and stainless screws.</p>',
    },
    [
      // Sold out first: 'Add to cart' takes the first variant that is available.
      { id: 42_010_000_003, title: '2 × 8 ft', price: 21900, available: false },
      { id: 42_010_000_001, title: '4 × 4 ft', price: 18900, available: true },
      { id: 42_010_000_002, title: '4 × 8 ft', price: 29900, available: true },
    ],
  ),
  'heirloom-seed-collection': product(
    {
      id: 7_401_250_002,
      title: 'Heirloom Kitchen Garden Seed Collection',
      handle: 'heirloom-seed-collection',
      type: 'Seeds',
      description: '<p>Twelve open-pollinated varieties we grow in our own beds.</p>',
    },
    [{ id: 42_010_000_011, title: 'Default Title', price: 3400, available: true }],
  ),
  'the-kitchen-garden-book': product(
    {
      id: 7_401_250_003,
      title: 'The Kitchen Garden',
      handle: 'the-kitchen-garden-book',
      type: 'Books',
      description: '<p>How to plan, plant and harvest a beautiful kitchen garden in any space.</p>',
    },
    [
      { id: 42_010_000_021, title: 'Hardcover', price: 3000, available: true },
      { id: 42_010_000_022, title: 'Signed hardcover', price: 4500, available: false },
    ],
  ),
  'copper-hand-trowel': product(
    {
      id: 7_401_250_004,
      title: 'Copper Hand Trowel',
      handle: 'copper-hand-trowel',
      type: 'Tools',
      description: '<p>A forged copper-alloy blade on a turned ash handle.</p>',
    },
    [{ id: 42_010_000_031, title: 'Default Title', price: 5850, available: true }],
  ),
} satisfies Record<string, ShopProductWire>;

/** A cart line for one variant of a demo product. */
export function demoCartItem(
  productWire: ShopProductWire,
  variantId: number,
  quantity = 1,
): ShopCartItemWire {
  const v = productWire.variants.find((candidate) => candidate.id === variantId);
  if (!v) throw new Error(`${productWire.handle} has no variant ${variantId}`);
  const isDefault = v.title === 'Default Title';
  return {
    id: v.id,
    key: `${v.id}:${productWire.id}`,
    variant_id: v.id,
    product_id: productWire.id,
    handle: productWire.handle,
    url: `${productWire.url}?variant=${v.id}`,
    title: isDefault ? productWire.title : `${productWire.title} - ${v.title}`,
    product_title: productWire.title,
    variant_title: isDefault ? null : v.title,
    price: v.price,
    original_price: v.price,
    line_price: v.price * quantity,
    original_line_price: v.price * quantity,
    quantity,
    taxable: v.taxable,
    featured_image: { url: productWire.featured_image, alt: productWire.title },
  };
}

/** A cart holding these lines. */
export function demoCart(items: ShopCartItemWire[] = []): ShopCartWire {
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token: 'demo-cart-token-0001',
    currency: 'USD',
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: total,
    original_total_price: total,
    items,
  };
}

/** Every variant of the demo products, by id. */
function findVariant(variantId: number) {
  for (const p of Object.values(demoShopProducts) as ShopProductWire[]) {
    if (p.variants.some((v) => v.id === variantId)) return p;
  }
  return undefined;
}

/**
 * MSW handlers for a working demo store at `shopUrl` (default '/api/shop'): products by handle, and a
 * cart (kept in this closure) that `cart/add.json` adds to. `missing` handles answer 404.
 */
export function demoShopHandlers({
  shopUrl = '/api/shop',
  missing = [],
  cart = [],
  productDelay = 0,
}: {
  shopUrl?: string;
  missing?: string[];
  cart?: ShopCartItemWire[];
  /** Milliseconds before a product answers, or 'infinite' to keep it loading. */
  productDelay?: number | 'infinite';
} = {}) {
  const lines = [...cart];
  return [
    http.get(`${shopUrl}/products/:file`, async ({ params, request }) => {
      const handle = String(params.file).replace(/\.js$/, '');
      await delayAnswer(request, productDelay);
      const found = (demoShopProducts as Record<string, ShopProductWire | undefined>)[handle];
      if (!found || missing.includes(handle))
        return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      return HttpResponse.json(found);
    }),
    http.get(`${shopUrl}/cart.json`, () => HttpResponse.json(demoCart(lines))),
    http.post(`${shopUrl}/cart/add.json`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const id = Number(form.get('id'));
      const quantity = Number(form.get('quantity') ?? '1');
      const owner = findVariant(id);
      if (!owner) return HttpResponse.json({ description: 'Cannot find variant' }, { status: 404 });
      const index = lines.findIndex((line) => line.variant_id === id);
      const existing = lines[index];
      const line = demoCartItem(owner, id, (existing?.quantity ?? 0) + quantity);
      if (existing) lines[index] = line;
      else lines.push(line);
      return HttpResponse.json(line);
    }),
  ];
}
