import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { shopProductGridSections } from '#src/demo/sections/shop-product-grid.ts';
import { withCart } from '#sections/_story/cart.tsx';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { demoShopHandlers } from '#src/features/shop/testing/demoShop.ts';
import shopProductGridModule from './index.ts';
import type { ShopProductGridEntry } from './loadProducts.ts';
import { ShopProductGrid } from './ShopProductGrid.tsx';
import type { ShopProductGridContent } from './schema.ts';

// The catalogue renders through the module: the store answers its data hook (MSW here).
const catalogue = sectionCatalogue<ShopProductGridContent, 'default', ShopProductGridEntry[]>(
  shopProductGridModule,
  ShopProductGrid,
  shopProductGridSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Shop product grid** (`shop-product-grid`): a grid of store products — image, title, price and
 * an 'Add to cart' button each — under an optional headline and text. Adding puts the product's
 * first available variant in the cart and opens the cart drawer. Editors fill in:
 * - `products` (required, at least one): the products' addresses in the store, each
 *   `/products/<handle>` or the full store url of the product page, in the order to show them;
 * - `headline` (optional): a heading over the grid;
 * - `body` (optional): rich text under the headline.
 *
 * The products load from the store in the visitor's browser: skeleton cards until they arrive; a
 * product the store cannot give shows "This product is unavailable right now." and the rest still show.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/ShopProductGrid',
  ...catalogue.meta,
  decorators: [...catalogue.meta.decorators, withCart],
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers());
  },
} satisfies Meta<typeof ShopProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Tools and kits for your kitchen garden' }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Add to cart' })).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Copper Hand Trowel' }),
    ).toBeVisible();
    await expect(canvas.getByText('$58.50')).toBeVisible();
  },
};

export const Beige: Story = { args: demo(0) };
export const White: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** Only products: no headline, no text. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'shop-product-grid',
    content: { products: ['/products/copper-hand-trowel'] },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Copper Hand Trowel' }),
    ).toBeVisible();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'shop-product-grid',
    content: {
      headline:
        'Everything we use in our own kitchen garden, from the first sowing in March to the last leeks in December',
      body: '<p>We test every tool, kit and seed packet in our own beds for at least a full season before it goes in the shop. If it does not earn its place in the shed, it does not earn a place here.</p><p>Prices include a donation to our community garden programme.</p>',
      products: [
        '/products/cedar-raised-bed-kit',
        '/products/heirloom-seed-collection',
        '/products/the-kitchen-garden-book',
        '/products/copper-hand-trowel',
        '/products/cedar-raised-bed-kit',
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

/** The store has not answered yet: skeleton cards in the grid's shape. */
export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers({ productDelay: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  },
};

/** One product cannot be loaded: it shows a notice; the others still show. */
export const OneUnavailable: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers({ missing: ['heirloom-seed-collection'] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This product is unavailable right now.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
  },
};

/** 'Add to cart' on one card adds that product and opens the cart drawer with it. */
export const AddToCartOpensTheCart: Story = {
  args: demo(1),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'The Kitchen Garden' });
    // The book is the first card.
    const card = canvas.getAllByRole('article')[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Your cart',
    });
    const item = within(drawer).getByRole('listitem');
    await expect(item).toHaveTextContent('The Kitchen Garden');
    await expect(item).toHaveTextContent('Hardcover');
    await expect(item).toHaveTextContent('$30');
  },
};
