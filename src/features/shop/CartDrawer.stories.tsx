import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#src/ui/components/Button/index.ts';
import { CartProvider, useCart } from '#src/features/shop/CartProvider.tsx';
import {
  demoCartItem,
  demoShopHandlers,
  demoShopProducts,
} from '#src/features/shop/testing/demoShop.ts';
import { CartDrawer } from './CartDrawer.tsx';

function OpenCartButton() {
  const { open, cart } = useCart();
  return <Button onClick={open}>Open cart ({cart?.item_count ?? 0})</Button>;
}

const filledCart = [
  demoCartItem(demoShopProducts['cedar-raised-bed-kit'], 42_010_000_002),
  demoCartItem(demoShopProducts['the-kitchen-garden-book'], 42_010_000_021, 2),
  demoCartItem(demoShopProducts['copper-hand-trowel'], 42_010_000_031),
];

/**
 * **CartDrawer**: the visitor's cart in the external store, in the design system's Drawer (a panel
 * that slides in from the right, the whole width of a phone, at most 440 px). It lists each item (image, title, variant, quantity,
 * price), the subtotal, the note that shipping, taxes and discounts come at checkout, and a 'Check out'
 * link to the store's cart page. It opens when a product is added to the cart (or from the header's
 * cart button) and closes on the backdrop, the close button or Escape.
 *
 * It reads `useCart()`: the site root mounts one `<CartProvider>` and one `<CartDrawer />`. These
 * stories wrap it in a provider with an 'Open cart' button; the store is answered by MSW.
 */
const meta = {
  title: 'Shop/CartDrawer',
  component: CartDrawer,
  decorators: [
    (Story) => (
      <CartProvider>
        <OpenCartButton />
        <Story />
      </CartProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers({ cart: filledCart }));
  },
} satisfies Meta<typeof CartDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open cart (4)' }));
  },
};

/** Three lines; the book twice. The subtotal and the checkout link sit under the list. */
export const WithItems: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open cart (4)' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your cart' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(drawer).getByText('Quantity: 2')).toBeVisible();
    await expect(within(drawer).getByText('$417.50')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/api/shop/cart',
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...demoShopHandlers());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open cart (0)' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your cart' });
    await expect(await within(drawer).findByText('Your cart is empty.')).toBeVisible();
    await expect(
      within(drawer).getByText('Shipping, taxes, and discounts calculated at checkout.'),
    ).toBeVisible();
  },
};

/** The store has not answered yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/shop/cart.json', ({ request }) => holdOpen(request)));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart (0)' }));
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your cart' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading cart...');
  },
};

/** Escape and the close button close it; focus goes back to the button that opened it. */
export const Closing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const opener = await canvas.findByRole('button', { name: 'Open cart (4)' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(opener);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** On a wide screen the panel is 440 px wide; a click on the backdrop beside it closes it. */
export const ClosesOnBackdrop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const opener = await canvas.findByRole('button', { name: 'Open cart (4)' });
    await userEvent.click(opener);
    const drawer = page(canvasElement).getByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBe(440));
    const backdrop = canvasElement.ownerDocument.elementFromPoint(20, 300);
    await expect(backdrop).not.toBeNull();
    await expect(drawer).not.toContainElement(backdrop as HTMLElement);
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
