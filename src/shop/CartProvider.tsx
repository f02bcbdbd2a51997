import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ShopCartWire } from '#src/api/types.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import { addToCart, cartJsonUrl, fetchCart } from './shopClient.ts';

export interface CartState {
  /** The store's cart; undefined until it has loaded. */
  cart: ShopCartWire | undefined;
  /** Whether the cart drawer is open. */
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /**
   * Adds one of a variant to the cart, reloads the cart, then opens the drawer. Rejects with the
   * store's error (a `ShopError`) when the store refuses, leaving the drawer as it was.
   */
  add: (variantId: number) => Promise<void>;
  /** The cart is loading and there is none to show yet. */
  loading: boolean;
  /** An add to cart is under way. */
  adding: boolean;
  /** The last failure: loading the cart, or adding to it. */
  error: unknown;
}

const CartContext = createContext<CartState | null>(null);

/**
 * The visitor's cart in the external store (SWR, keyed by the store's `cart.json` address) and the
 * open state of the cart drawer. Mounted once in the site root, around the header and the page.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { shopUrl } = usePublicConfig();
  const swr = useSWR(cartJsonUrl(shopUrl), () => fetchCart(shopUrl));
  const { mutate } = swr;
  const [isOpen, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<unknown>(undefined);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const add = useCallback(
    async (variantId: number) => {
      setAdding(true);
      setAddError(undefined);
      try {
        await addToCart(shopUrl, variantId);
        await mutate();
        setOpen(true);
      } catch (error) {
        setAddError(error);
        throw error;
      } finally {
        setAdding(false);
      }
    },
    [shopUrl, mutate],
  );

  const value = useMemo<CartState>(
    () => ({
      cart: swr.data,
      isOpen,
      open,
      close,
      add,
      loading: swr.isLoading,
      adding,
      error: addError ?? swr.error,
    }),
    [swr.data, swr.isLoading, swr.error, isOpen, open, close, add, adding, addError],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart and its drawer; inside `<CartProvider>`. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside <CartProvider>');
  return state;
}
