import { Suspense, lazy, useState } from 'react';
import { useCart } from './CartProvider.tsx';

const CartDrawer = lazy(() =>
  import('./CartDrawer.tsx').then((module) => ({ default: module.CartDrawer })),
);

/**
 * The site's cart drawer, whose code (the dialog machinery included) loads the first time the cart
 * opens; it stays mounted after that, so closing animates and returns focus as usual.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
