import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '#src/ui/components/Button/index.ts';
import { CartProvider, useCart } from '#src/features/shop/CartProvider.tsx';
import {
  demoCartItem,
  demoShopHandlers,
  demoShopProducts,
} from '#src/features/shop/testing/demoShop.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CartDrawer } from './CartDrawer.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function CartButtons() {
  const { open, add, cart } = useCart();
  return (
    <>
      <Button onClick={open}>Cart ({cart?.item_count ?? 0})</Button>
      <Button onClick={() => add(42_010_000_031).catch(() => {})}>Add the trowel</Button>
    </>
  );
}

function renderDrawer() {
  return render(
    <StoryProviders>
      <CartProvider>
        <CartButtons />
        <CartDrawer />
      </CartProvider>
    </StoryProviders>,
  );
}

const book = demoCartItem(demoShopProducts['the-kitchen-garden-book'], 42_010_000_021, 2);
const seeds = demoCartItem(demoShopProducts['heirloom-seed-collection'], 42_010_000_011);

describe('CartDrawer', () => {
  it('lists the cart items with variant, quantity and price, and links to the store checkout', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop', cart: [book, seeds] }));
    const user = userEvent.setup();
    renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Cart (3)' }));
    const drawer = screen.getByRole('dialog', { name: 'Your cart' });
    const items = within(drawer).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('The Kitchen Garden');
    expect(items[0]).toHaveTextContent('Hardcover');
    expect(items[0]).toHaveTextContent('Quantity: 2');
    expect(items[0]).toHaveTextContent('$60');
    expect(items[1]).toHaveTextContent('Heirloom Kitchen Garden Seed Collection');
    expect(items[1]).toHaveTextContent('$34');
    expect(within(drawer).getByText('$94')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Shipping, taxes, and discounts calculated at checkout.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/api/shop/cart',
    );
  });

  it('says the cart is empty and offers no checkout', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop' }));
    const user = userEvent.setup();
    renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Cart (0)' }));
    const drawer = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('shows that the cart is loading until the store answers', async () => {
    server.use(http.get('*/api/shop/cart.json', () => new Promise<never>(() => {})));
    const user = userEvent.setup();
    renderDrawer();

    await user.click(screen.getByRole('button', { name: 'Cart (0)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart...');
  });

  it('opens with the new item after adding to the cart', async () => {
    const received: string[] = [];
    server.use(
      http.post('*/api/shop/cart/add.json', async ({ request }) => {
        received.push(await request.clone().text());
        return undefined;
      }),
      ...demoShopHandlers({ shopUrl: '*/api/shop' }),
    );
    const user = userEvent.setup();
    renderDrawer();
    await screen.findByRole('button', { name: 'Cart (0)' });

    await user.click(screen.getByRole('button', { name: 'Add the trowel' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Copper Hand Trowel')).toBeInTheDocument();
    expect(within(drawer).getByText('Quantity: 1')).toBeInTheDocument();
    expect(received).toEqual(['id=42010000031&quantity=1']);
  });

  it('closes with the close button and with Escape', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop' }));
    const user = userEvent.setup();
    renderDrawer();

    await user.click(await screen.findByRole('button', { name: 'Cart (0)' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cart (0)' }));
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the button that opened it', async () => {
    server.use(...demoShopHandlers({ shopUrl: '*/api/shop' }));
    const user = userEvent.setup();
    renderDrawer();

    const opener = await screen.findByRole('button', { name: 'Cart (0)' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
