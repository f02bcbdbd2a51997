// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '#src/demo/shop.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';
import type {
  ShopCartItemWire,
  ShopCartWire,
  ShopMenuItemWire,
  ShopMenuWire,
  ShopProductWire,
} from '#src/lib/api/types.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const trowelVariant = 42_010_000_031;
const bedVariant4x8 = 42_010_000_002;
const signedBookVariant = 42_010_000_022;

/** A fresh cart: the cookie the API hands out on the first cart call. */
async function newCart(): Promise<string> {
  const response = await api.request('/shop/cart.json');
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('cart='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function cartOf(cookie: string): Promise<ShopCartWire> {
  return (await (
    await api.request('/shop/cart.json', { headers: { cookie } })
  ).json()) as ShopCartWire;
}

describe('GET /shop/products/<handle>.js', () => {
  it('answers the product in the store shape, prices in cents', async () => {
    const response = await api.request('/shop/products/cedar-raised-bed-kit.js');
    expect(response.status).toBe(200);
    const product = (await response.json()) as ShopProductWire;
    expect(product).toMatchObject({
      id: 7_401_250_001,
      title: 'Cedar Raised Bed Kit',
      handle: 'cedar-raised-bed-kit',
      price: 18900,
      price_min: 18900,
      price_max: 29900,
      price_varies: true,
      available: true,
      featured_image: '/api/media/product-raised-bed.svg',
      images: ['/api/media/product-raised-bed.svg'],
      url: '/products/cedar-raised-bed-kit',
    });
    expect(product.description).toContain('<p>Untreated western red cedar');
    expect(
      product.variants.map(({ id, title, price, available }) => ({ id, title, price, available })),
    ).toEqual([
      { id: 42_010_000_001, title: '4 × 4 ft', price: 18900, available: true },
      { id: bedVariant4x8, title: '4 × 8 ft', price: 29900, available: true },
      { id: 42_010_000_003, title: '2 × 8 ft', price: 21900, available: false },
    ]);
  });

  it('serves the four demo products, each with an image in the media folder', async () => {
    for (const seeded of seedProducts) {
      const product = (await (
        await api.request(`/shop/products/${seeded.handle}.js`)
      ).json()) as ShopProductWire;
      expect(product.title).toBe(seeded.title);
      const image = await api.request(product.featured_image!.replace(/^\/api/, ''));
      expect(image.status).toBe(200);
    }
    expect(seedProducts).toHaveLength(4);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await api.request('/shop/products/garden-gnome.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found' });
  });
});

describe('the cart', () => {
  it('starts empty and sets a cart cookie when the request has none', async () => {
    const response = await api.request('/shop/cart.json');
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /^cart=[0-9a-f]{32}; Max-Age=1209600; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/m,
    );
    expect(await response.json()).toMatchObject({ item_count: 0, total_price: 0, items: [] });
  });

  it('keeps the cart of a known cookie without setting a new one', async () => {
    const cookie = await newCart();
    const response = await api.request('/shop/cart.json', { headers: { cookie } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(((await response.json()) as ShopCartWire).token).toBe(cookie.slice('cart='.length));
  });

  it('adds a variant with GET /shop/cart/add.json and shows it in the cart', async () => {
    const cookie = await newCart();
    const response = await api.request(`/shop/cart/add.json?id=${trowelVariant}&quantity=2`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: trowelVariant,
      quantity: 2,
      line_price: 11600,
    });
    const cart = await cartOf(cookie);
    expect(cart.item_count).toBe(2);
    expect(cart.total_price).toBe(11600);
    expect(cart.items).toEqual([
      expect.objectContaining({
        id: trowelVariant,
        variant_id: trowelVariant,
        title: 'Copper Hand Trowel',
        variant_title: null,
        original_price: 5800,
        quantity: 2,
        featured_image: { url: '/api/media/product-trowel.svg', alt: 'Copper Hand Trowel' },
      }),
    ]);
  });

  it('adds with POST, adds up quantities of the same variant and names the variant in the title', async () => {
    const cookie = await newCart();
    const post = (body: unknown) =>
      api.request('/shop/cart/add.json', {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post({ id: bedVariant4x8, quantity: 1 });
    const second = (await (await post({ id: bedVariant4x8 })).json()) as ShopCartItemWire;
    expect(second).toMatchObject({
      quantity: 2,
      title: 'Cedar Raised Bed Kit - 4 × 8 ft',
      variant_title: '4 × 8 ft',
    });
    await api.request(`/shop/cart/add.json?id=${trowelVariant}`, {
      method: 'POST',
      headers: { cookie },
    });
    const cart = await cartOf(cookie);
    expect(cart.items.map((item) => [item.variant_id, item.quantity])).toEqual([
      [bedVariant4x8, 2],
      [trowelVariant, 1],
    ]);
    expect(cart.item_count).toBe(3);
    expect(cart.total_price).toBe(2 * 29900 + 5800);
  });

  it('gives a request without a cart cookie a new cart when it adds', async () => {
    const response = await api.request(`/shop/cart/add.json?id=${trowelVariant}`);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await cartOf(cookie)).item_count).toBe(1);
  });

  it('answers 404 with a message for an unknown variant', async () => {
    const cookie = await newCart();
    const response = await api.request('/shop/cart/add.json?id=123&quantity=1', {
      headers: { cookie },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Cannot find variant' });
    expect((await cartOf(cookie)).item_count).toBe(0);
  });

  it('answers 422 for a sold-out variant, a missing id or a quantity that is not a positive whole number', async () => {
    const soldOut = await api.request(`/shop/cart/add.json?id=${signedBookVariant}`);
    expect(soldOut.status).toBe(422);
    expect(await soldOut.json()).toEqual({
      message: "The product 'The Kitchen Garden' is already sold out.",
    });

    const missing = await api.request('/shop/cart/add.json');
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: unknown }).errors).toEqual({
      id: ['The id field is required.'],
    });

    const badQuantity = await api.request(`/shop/cart/add.json?id=${trowelVariant}&quantity=-3`);
    expect(badQuantity.status).toBe(422);
    expect(((await badQuantity.json()) as { errors: unknown }).errors).toEqual({
      quantity: ['The quantity must be a whole number from 1 to 999.'],
    });
  });

  it('changes a quantity, removes a line at 0 and clears the cart', async () => {
    const cookie = await newCart();
    const headers = { cookie, 'Content-Type': 'application/json' };
    await api.request(`/shop/cart/add.json?id=${trowelVariant}`, { headers: { cookie } });
    await api.request(`/shop/cart/add.json?id=${bedVariant4x8}`, { headers: { cookie } });
    const changed = await api.request('/shop/cart/change.json', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: trowelVariant, quantity: 3 }),
    });
    expect(((await changed.json()) as ShopCartWire).item_count).toBe(4);
    const removed = await api.request('/shop/cart/change.json', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: trowelVariant, quantity: 0 }),
    });
    expect(((await removed.json()) as ShopCartWire).items.map((item) => item.variant_id)).toEqual([
      bedVariant4x8,
    ]);
    const cleared = await api.request('/shop/cart/clear.json', {
      method: 'POST',
      headers: { cookie },
    });
    expect(await cleared.json()).toMatchObject({ item_count: 0, items: [] });
  });
});

describe('GET /shop/navigation-api/<menu>', () => {
  const depth = (items: ShopMenuItemWire[]): number =>
    items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.items)));

  it('answers the main menu and the three footer columns, none deeper than two levels', async () => {
    for (const handle of [
      'main-menu',
      'footer-nav-column-1',
      'footer-nav-column-2',
      'footer-nav-column-3',
    ]) {
      const response = await api.request(`/shop/navigation-api/${handle}`);
      expect(response.status).toBe(200);
      const menu = (await response.json()) as ShopMenuWire;
      expect(menu.handle).toBe(handle);
      expect(menu.items.length).toBeGreaterThan(0);
      expect(depth(menu.items)).toBeLessThanOrEqual(2);
      for (const item of menu.items)
        expect(item).toEqual({
          title: expect.any(String),
          url: expect.any(String),
          items: expect.any(Array),
        });
    }
  });

  it('lists the site sections in the main menu, with a plain-text heading over the Learn links', async () => {
    const menu = (await (
      await api.request('/shop/navigation-api/main-menu')
    ).json()) as ShopMenuWire;
    expect(menu.items.map((item) => item.title)).toEqual([
      'Consultants',
      'Courses',
      'Learn',
      'Shop',
    ]);
    const learn = menu.items[2]!;
    expect(learn.url).toBe('#');
    expect(learn.items.map((item) => item.url)).toEqual([
      '/resources',
      '/blog',
      '/inspiration',
      '/book',
    ]);
  });

  it('answers 404 for an unknown menu', async () => {
    const response = await api.request('/shop/navigation-api/sidebar');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Menu not found' });
  });
});

describe('the stand-in store pages', () => {
  it('lists every product with its price and a link to its page', async () => {
    const response = await api.request('/shop/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Trellis Shop');
    expect(html).toMatch(/href="\/api\/shop\/products\/[a-z0-9-]+"/);
    expect((html.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(4);
  });

  it('shows a product page and the refund policy the footer links to', async () => {
    const list = await (await api.request('/shop/collections/all')).text();
    const path = /href="\/api(\/shop\/products\/[a-z0-9-]+)"/.exec(list)![1]!;
    const product = await api.request(path);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('All products');
    const policy = await api.request('/shop/policies/refund-policy');
    expect(await policy.text()).toContain('Refund policy');
    expect((await api.request('/shop/products/no-such-thing')).status).toBe(404);
  });
});
