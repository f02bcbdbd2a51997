import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoShopProducts } from './testing/demoShop.ts';
import {
  addToCart,
  checkoutUrl,
  fetchCart,
  fetchMenu,
  fetchProduct,
  firstAvailableVariant,
  productJsUrl,
  ShopError,
} from './shopClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('productJsUrl', () => {
  it('puts a store-relative product url under the store address with .js', () => {
    expect(productJsUrl('/api/shop', '/products/copper-hand-trowel')).toBe(
      '/api/shop/products/copper-hand-trowel.js',
    );
  });

  it('takes only the path of an absolute store url', () => {
    expect(
      productJsUrl(
        'https://shop.trellis.garden',
        'https://shop.trellis.garden/products/cedar-raised-bed-kit?variant=42#reviews',
      ),
    ).toBe('https://shop.trellis.garden/products/cedar-raised-bed-kit.js');
    expect(productJsUrl('/api/shop', 'https://shop.trellis.garden/products/seeds')).toBe(
      '/api/shop/products/seeds.js',
    );
  });

  it('ignores trailing slashes, spaces, a missing leading slash and an existing .js', () => {
    expect(productJsUrl('/api/shop/', ' products/seeds/ ')).toBe('/api/shop/products/seeds.js');
    expect(productJsUrl('/api/shop', '/products/seeds.js')).toBe('/api/shop/products/seeds.js');
  });

  it('gives the checkout address of the store cart page', () => {
    expect(checkoutUrl('https://shop.trellis.garden/')).toBe('https://shop.trellis.garden/cart');
  });
});

describe('store client', () => {
  it('loads a product from its .js address with the store cookie', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('*/api/shop/products/copper-hand-trowel.js', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json(demoShopProducts['copper-hand-trowel']);
      }),
    );
    const product = await fetchProduct('/api/shop', '/products/copper-hand-trowel');
    expect(product.title).toBe('Copper Hand Trowel');
    expect(credentials).toBe('include');
  });

  it('adds one of a variant to the cart: id and quantity 1', async () => {
    const received: Record<string, string>[] = [];
    server.use(
      http.post('*/api/shop/cart/add.json', async ({ request }) => {
        received.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ id: 42_010_000_031, quantity: 1 });
      }),
    );
    await addToCart('/api/shop', 42_010_000_031);
    expect(received).toEqual([{ id: '42010000031', quantity: '1' }]);
  });

  it('loads a navigation menu by its handle from navigation-api', async () => {
    server.use(
      http.get('*/api/shop/navigation-api/footer-nav-column-2', () =>
        HttpResponse.json({
          handle: 'footer-nav-column-2',
          title: 'Shop',
          items: [{ title: 'Seeds', url: '/collections/seeds', items: [] }],
        }),
      ),
    );
    await expect(fetchMenu('/api/shop/', 'footer-nav-column-2')).resolves.toMatchObject({
      title: 'Shop',
      items: [{ title: 'Seeds' }],
    });
  });

  it('fails with the status when a menu is missing', async () => {
    server.use(
      http.get('*/api/shop/navigation-api/sidebar', () =>
        HttpResponse.json({ message: 'Menu not found' }, { status: 404 }),
      ),
    );
    await expect(fetchMenu('/api/shop', 'sidebar')).rejects.toMatchObject({
      status: 404,
      message: 'Menu not found',
    });
  });

  it('loads the cart from cart.json', async () => {
    server.use(
      http.get('*/api/shop/cart.json', () =>
        HttpResponse.json({ token: 't', item_count: 2, total_price: 6800, items: [] }),
      ),
    );
    await expect(fetchCart('/api/shop')).resolves.toMatchObject({ item_count: 2 });
  });

  it('fails with the store’s own message when it refuses', async () => {
    server.use(
      http.post('*/api/shop/cart/add.json', () =>
        HttpResponse.json(
          { message: "The product 'The Kitchen Garden' is already sold out." },
          { status: 422 },
        ),
      ),
    );
    const failure = addToCart('/api/shop', 42_010_000_022);
    await expect(failure).rejects.toBeInstanceOf(ShopError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      message: "The product 'The Kitchen Garden' is already sold out.",
    });
  });

  it('picks the first variant that is available', () => {
    expect(firstAvailableVariant(demoShopProducts['cedar-raised-bed-kit'])?.id).toBe(
      42_010_000_001,
    );
    expect(
      firstAvailableVariant({
        ...demoShopProducts['copper-hand-trowel'],
        variants: demoShopProducts['copper-hand-trowel'].variants.map((v) => ({
          ...v,
          available: false,
        })),
      }),
    ).toBeUndefined();
  });
});
