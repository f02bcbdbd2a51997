import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopProductGridSections } from '#src/demo/sections/shop-product-grid.ts';
import { demoShopHandlers } from '#src/features/shop/testing/demoShop.ts';
import shopProductGridModule from './index.ts';
import { productsKey } from './loadProducts.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { inCart } from '#sections/_story/cart.tsx';
import * as stories from './ShopProductGrid.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderGrid(content: Record<string, unknown>) {
  return renderSection(shopProductGridModule, { content }, { wrap: inCart });
}

testSectionSchema(shopProductGridModule, {
  demos: shopProductGridSections,
  required: {
    products: {
      message: 'At least one product is required.',
      wrongType: { message: 'The products must be a list of store product urls.' },
    },
  },
});

testStoryCatalogue(shopProductGridModule, stories);

describe('shop-product-grid section', () => {
  it('shows the headline, the text and a card for each product in order', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop' }));
    renderGrid({
      headline: 'Gifts for gardeners',
      body: '<p>Chosen by our designers.</p>',
      products: ['/products/the-kitchen-garden-book', '/products/copper-hand-trowel'],
    });

    expect(
      screen.getByRole('heading', { level: 2, name: 'Gifts for gardeners' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chosen by our designers.')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['The Kitchen Garden', 'Copper Hand Trowel']);
    expect(screen.getByText('$30')).toBeInTheDocument();
    expect(screen.getByText('$58.50')).toBeInTheDocument();
  });

  it('shows a notice for a product that cannot be loaded and the others still', async () => {
    server.use(
      ...demoShopHandlers({ shopUrl: '*/api/shop', missing: ['heirloom-seed-collection'] }),
    );
    renderGrid({
      products: [
        '/products/cedar-raised-bed-kit',
        '/products/heirloom-seed-collection',
        '/products/copper-hand-trowel',
      ],
    });

    expect(await screen.findByText('This product is unavailable right now.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'This product is unavailable right now.',
    );
  });

  it('adds the product of the card pressed, one of it, and opens the cart', async () => {
    const received: string[] = [];
    server.use(
      http.post('*/api/shop/cart/add.json', async ({ request }) => {
        received.push(await request.clone().text());
        return undefined;
      }),
      ...demoShopHandlers({ shopUrl: '*/api/shop' }),
    );
    const user = userEvent.setup();
    renderGrid({
      products: ['/products/cedar-raised-bed-kit', '/products/the-kitchen-garden-book'],
    });

    await screen.findByRole('heading', { name: 'The Kitchen Garden' });
    const book = screen.getAllByRole('article')[1]!;
    await user.click(within(book).getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(received).toEqual(['id=42010000021&quantity=1']);
    expect(within(drawer).getByRole('listitem')).toHaveTextContent('The Kitchen Garden');
  });

  it('keys its data on the products’ .js addresses in the store', () => {
    expect(
      productsKey('/api/shop', [
        '/products/copper-hand-trowel',
        'https://shop.trellis.test/products/heirloom-seed-collection',
      ]),
    ).toBe(
      '/api/shop/products/copper-hand-trowel.js /api/shop/products/heirloom-seed-collection.js',
    );
  });

  it('leaves out blank products and reads wrapped ones', () => {
    expect(
      parseSection(shopProductGridModule, {
        products: ['  ', '/products/a', { product: '/products/b' }, ''],
      }),
    ).toMatchObject({
      ok: true,
      section: { content: { products: ['/products/a', '/products/b'] } },
    });
  });
});
