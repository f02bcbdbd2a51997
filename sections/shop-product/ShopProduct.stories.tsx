import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { shopProductSections } from '#src/demo/sections/shop-product.ts';
import { withCart } from '#sections/_story/cart.tsx';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { demoShopHandlers } from '#src/features/shop/testing/demoShop.ts';
import type { ShopProductWire } from '#src/lib/api/types.ts';
import shopProductModule from './index.ts';
import { ShopProduct } from './ShopProduct.tsx';
import type { ShopProductContent } from './schema.ts';

// The catalogue renders through the module: the store answers its data hook (MSW here).
const catalogue = sectionCatalogue<ShopProductContent, 'default', ShopProductWire>(
  shopProductModule,
  ShopProduct,
  shopProductSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Shop product** (`shop-product`): a text beside one product of the store, with its image, title,
 * price and an 'Add to cart' button. Adding puts the product's first available variant in the cart
 * and opens the cart drawer. Editors fill in:
 * - `product` (required): the product's address in the store — `/products/<handle>` or the full
 *   store url of the product page;
 * - `body` (optional): rich text shown beside the card;
 * - `flip` (optional): puts the card on the right instead of the left.
 *
 * The product loads from the store in the visitor's browser: a skeleton card until it arrives, and
 * "This product is unavailable right now." when the store cannot give it.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/ShopProduct',
  ...catalogue.meta,
  decorators: [...catalogue.meta.decorators, withCart],
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers());
  },
} satisfies Meta<typeof ShopProduct>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The card on the left, the default. */
export const Loaded: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Cedar Raised Bed Kit' }),
    ).toBeVisible();
    // The first variant is sold out: the price is the first one that can be bought.
    await expect(canvas.getByText('$189')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** `flip`: the card on the right. */
export const Flipped: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      name: 'Heirloom Kitchen Garden Seed Collection',
    });
    const text = canvas.getByRole('heading', { name: 'Twelve seeds we grow every year' });
    // Side by side from tablet width up: the card's title starts right of the text.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(
      text.getBoundingClientRect().right,
    );
  },
};

export const Beige: Story = { args: demo(0) };
export const White: Story = { args: demo(1) };
/** An absolute store url works as well as `/products/<handle>`. */
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Copper Hand Trowel' })).toBeVisible();
    await expect(canvas.getByText('$58.50')).toBeVisible();
  },
};
export const Pink: Story = { args: demo(3) };

/** Only the product: the card alone, in the middle. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'shop-product',
    content: { product: '/products/the-kitchen-garden-book' },
  }),
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { name: 'The Kitchen Garden' });
    await expect(heading).toBeVisible();
    const frame = canvasElement.getBoundingClientRect();
    await expect(heading.getBoundingClientRect().left - frame.left).toBeGreaterThan(
      frame.width / 4,
    );
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'shop-product',
    content: {
      body: '<h2>Everything you need for a first raised bed, and why we designed it the way we did</h2><p>We built raised beds out of every material we could find before settling on western red cedar: it is light enough to carry, naturally rot-resistant without treatment, and it weathers to a soft silver that looks at home in any garden.</p><p>The kit comes with corner posts that double as anchors for hoops, so you can add netting against cabbage whites in summer and fleece against frost in autumn. Eleven inches deep is enough for carrots, parsnips and potatoes; on poor or compacted ground, stack two kits for twenty-two.</p><ul><li>Untreated cedar boards, corner posts and stainless screws</li><li>No tools but a screwdriver</li><li>Ten years or more outdoors</li></ul>',
      product: '/products/cedar-raised-bed-kit',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

/** The store has not answered yet: a skeleton in the card's shape. */
export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers({ productDelay: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Cedar Raised Bed Kit' })).toBeNull();
  },
};

/** The store cannot give the product (gone, or down): a short notice instead of the card. */
export const Unavailable: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers({ missing: ['cedar-raised-bed-kit'] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This product is unavailable right now.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  },
};

/** 'Add to cart' adds the product and opens the cart drawer with it. */
export const AddToCartOpensTheCart: Story = {
  args: demo(1),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Your cart',
    });
    await expect(within(drawer).getByText('Heirloom Kitchen Garden Seed Collection')).toBeVisible();
    await expect(within(drawer).getByText('Quantity: 1')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Check out' })).toBeVisible();
  },
};
