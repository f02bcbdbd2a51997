import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopProductSections } from '#src/demo/sections/shop-product.ts';
import { demoShopHandlers } from '#src/features/shop/testing/demoShop.ts';
import shopProductModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { inCart } from '#sections/_story/cart.tsx';
import * as stories from './ShopProduct.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderShopProduct(content: Record<string, unknown>) {
  return renderSection(shopProductModule, { content }, { wrap: inCart });
}

testSectionSchema(shopProductModule, {
  demos: shopProductSections,
  required: {
    product: { message: 'The product is required.', empty: { value: '  ' } },
  },
});

testStoryCatalogue(shopProductModule, stories);

describe('shop-product section', () => {
  it('shows the text and the product from the store, with its price', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop' }));
    renderShopProduct({
      body: '<p>Our cedar kit goes together in twenty minutes.</p>',
      product: 'https://shop.trellis.test/products/cedar-raised-bed-kit',
    });

    expect(screen.getByText('Our cedar kit goes together in twenty minutes.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cedar Raised Bed Kit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$189')).toBeInTheDocument();
    expect(requested).toContain('/api/shop/products/cedar-raised-bed-kit.js');
    server.events.removeAllListeners();
  });

  it('adds the first available variant, one of it, and opens the cart', async () => {
    const received: string[] = [];
    server.use(
      http.post('*/api/shop/cart/add.json', async ({ request }) => {
        received.push(await request.clone().text());
        return undefined;
      }),
      ...demoShopHandlers({ shopUrl: '*/api/shop' }),
    );
    const user = userEvent.setup();
    renderShopProduct({ product: '/products/cedar-raised-bed-kit' });

    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(received).toEqual(['id=42010000001&quantity=1']);
    expect(within(drawer).getByText('Cedar Raised Bed Kit')).toBeInTheDocument();
    expect(within(drawer).getByText('4 × 4 ft')).toBeInTheDocument();
  });

  it('says why when the store refuses to add the product, and keeps the cart closed', async () => {
    server.use(
      http.post('*/api/shop/cart/add.json', () =>
        HttpResponse.json(
          { message: "The product 'Heirloom Kitchen Garden Seed Collection' is already sold out." },
          { status: 422 },
        ),
      ),
      ...demoShopHandlers({ shopUrl: '*/api/shop' }),
    );
    const user = userEvent.setup();
    renderShopProduct({ product: '/products/heirloom-seed-collection' });

    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The product 'Heirloom Kitchen Garden Seed Collection' is already sold out.",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a notice instead of the card when the product cannot be loaded', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop', missing: ['copper-hand-trowel'] }));
    renderShopProduct({
      body: '<p>Our favourite tool.</p>',
      product: '/products/copper-hand-trowel',
    });

    expect(await screen.findByText('This product is unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Our favourite tool.')).toBeInTheDocument();
  });

  it('reads flip as the CMS sends it', () => {
    for (const flip of [true, 'true', '1', 1])
      expect(parseSection(shopProductModule, { product: '/products/x', flip })).toMatchObject({
        ok: true,
        section: { content: { flip: true } },
      });
    for (const flip of [false, 'false', '0', 0, null, undefined])
      expect(parseSection(shopProductModule, { product: '/products/x', flip })).toMatchObject({
        ok: true,
        section: { content: { flip: false } },
      });
  });
});
