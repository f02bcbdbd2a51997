import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CartDrawer } from '#src/features/shop/CartDrawer.tsx';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';

/** What the site's root gives the store sections: the cart, and its drawer that opens on 'Add to cart'. */
export function inCart(children: ReactNode) {
  return (
    <CartProvider>
      {children}
      <CartDrawer />
    </CartProvider>
  );
}

/** The same around a story. */
export const withCart: Decorator = (Story) => inCart(<Story />);
