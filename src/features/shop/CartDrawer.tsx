import type { ShopCartItemWire } from '#src/lib/api/types.ts';
import { buttonStyle } from '#src/ui/components/Button/index.ts';
import { Drawer } from '#src/ui/components/Drawer/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { useCart } from './CartProvider.tsx';
import { formatShopPrice } from './formatShopPrice.ts';
import { checkoutUrl } from './shopClient.ts';
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
 * The cart in the design system's Drawer: the store cart's items, the subtotal and a 'Check out' link
 * to the store's cart page. Opens when something is added to the cart (or `useCart().open()`); the
 * backdrop, the close button and Escape close it, and focus returns where it was. Needs
 * `<CartProvider>` above it; the site root mounts one drawer for the whole site.
 */
export function CartDrawer() {
  const { cart, isOpen, open, close, loading, error } = useCart();
  const { shopUrl } = usePublicConfig();
  const items = cart?.items ?? [];

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
    <Drawer
      open={isOpen}
      onOpenChange={(next) => (next ? open() : close())}
      title="Your cart"
      footer={
        <>
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
        </>
      }
    >
      {contents}
    </Drawer>
  );
}
