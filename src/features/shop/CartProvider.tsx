import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ShopCartWire } from '#src/lib/api/types.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { addToCart, fetchCart } from './shopClient.ts';

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

interface StoreCart {
  cart: ShopCartWire | undefined;
  error: unknown;
  loading: boolean;
  /** Asks the store again; resolves once the answer (or the failure) is in. */
  reload: () => Promise<void>;
}

/**
 * The store's cart, asked for once when the site mounts and again after each change. Its own few
 * lines rather than SWR: the cart pill is on every page, and SWR would then be in the code every page
 * loads first (docs/performance.md). Only the newest answer counts when two requests overlap.
 */
function useStoreCart(shopUrl: string): StoreCart {
  const [state, setState] = useState<Omit<StoreCart, 'reload'>>({
    cart: undefined,
    error: undefined,
    loading: true,
  });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const cart = await fetchCart(shopUrl);
      if (request === latest.current) setState({ cart, error: undefined, loading: false });
    } catch (error) {
      if (request === latest.current) setState((now) => ({ ...now, error, loading: false }));
    }
  }, [shopUrl]);
  useEffect(() => {
    void reload();
    return () => {
      // An answer arriving after the provider has gone is dropped.
      latest.current += 1;
    };
  }, [reload]);
  return { ...state, reload };
}

/**
 * The visitor's cart in the external store (its `cart.json`) and the open state of the cart drawer.
 * Mounted once in the site root, around the header and the page.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { shopUrl } = usePublicConfig();
  const store = useStoreCart(shopUrl);
  const { reload } = store;
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
        await reload();
        setOpen(true);
      } catch (error) {
        setAddError(error);
        throw error;
      } finally {
        setAdding(false);
      }
    },
    [shopUrl, reload],
  );

  const value = useMemo<CartState>(
    () => ({
      cart: store.cart,
      isOpen,
      open,
      close,
      add,
      loading: store.loading && store.cart === undefined,
      adding,
      error: addError ?? store.error,
    }),
    [store.cart, store.loading, store.error, isOpen, open, close, add, adding, addError],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart and its drawer; inside `<CartProvider>`. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside <CartProvider>');
  return state;
}
