import { useRef } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import type { ShopCartItemWire } from '#src/api/types.ts';
import { buttonStyle } from '#src/components/Button/index.ts';
import { Image } from '#src/components/Image/index.ts';
import { Loader } from '#src/components/Loader/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import { useCart } from '#src/shop/CartProvider.tsx';
import { formatShopPrice } from '#src/shop/formatShopPrice.ts';
import { checkoutUrl } from '#src/shop/shopClient.ts';
import * as styles from './CartDrawer.css.ts';

function CartItem({ item }: { item: ShopCartItemWire }) {
  return (
    <li className={styles.item}>
      {item.featured_image.url ? (
        <Image
          src={item.featured_image.url}
          alt=""
          width={72}
          height={72}
          fit="cover"
          className={styles.thumbnail}
        />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{item.product_title}</p>
        {item.variant_title ? (
          <Text as="span" size="sm" tone="muted">
            {item.variant_title}
          </Text>
        ) : null}
        <Text as="span" size="sm" tone="muted">
          Quantity: {item.quantity}
        </Text>
      </div>
      <Text as="span" weight="semibold">
        {formatShopPrice(item.line_price)}
      </Text>
    </li>
  );
}

/**
 * The cart in a panel that slides in from the right (at most 440 px wide): the store cart's items,
 * the subtotal and a 'Check out' link to the store's cart page. Opens when something is added to the
 * cart (or `useCart().open()`); the backdrop, the close button and Escape close it. Needs
 * `<CartProvider>` above it; the site root mounts one drawer for the whole site.
 */
export function CartDrawer() {
  const { cart, isOpen, open, close, loading, error } = useCart();
  const { shopUrl } = usePublicConfig();
  const items = cart?.items ?? [];
  // The drawer has no trigger of its own (the header's cart pill, an 'Add to cart' button…): focus
  // goes back to whatever had it when the drawer opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  let contents;
  if (!cart && loading) contents = <Loader label="Loading cart..." />;
  else if (!cart && error) contents = <Text tone="error">Your cart could not be loaded.</Text>;
  else if (items.length === 0) contents = <Text>Your cart is empty.</Text>;
  else
    contents = (
      <ul className={styles.items} aria-label="Cart items">
        {items.map((item) => (
          <CartItem key={item.key} item={item} />
        ))}
      </ul>
    );

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(next) => (next ? open() : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>Your cart</DialogPrimitive.Title>
            <DialogPrimitive.Close className={styles.close} aria-label="Close">
              <svg
                className={styles.closeIcon}
                viewBox="0 0 24 24"
                fill="none"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </DialogPrimitive.Close>
          </div>
          <div className={styles.body}>{contents}</div>
          <div className={styles.footer}>
            {cart && items.length > 0 ? (
              <p className={styles.subtotal}>
                <span>Subtotal</span>
                <span>{formatShopPrice(cart.total_price)}</span>
              </p>
            ) : null}
            <Text size="sm" tone="muted">
              Shipping, taxes, and discounts calculated at checkout.
            </Text>
            {items.length > 0 ? (
              // The store's own cart page, on another site: a full page load, not a route.
              <a href={checkoutUrl(shopUrl)} className={buttonStyle({ fullWidth: true })}>
                Check out
              </a>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
