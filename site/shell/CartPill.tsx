import { formatCount } from '#src/format/formatCount.ts';
import { useCart } from '#src/shop/CartProvider.tsx';
import { Icon } from '#src/components/Icon/index.ts';
import * as styles from './header.css.ts';

/** What the pill shows: the count, capped at '9+' above 9 (docs/spec/platform.md §9). */
export function cartPillCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The pill's accessible name: what it shows, then the true count when the pill caps it ('Cart, 3
 * items'; 'Cart, 9+ items (12 in all)'). The name holds the visible count, so people who steer by
 * voice can say what they see (WCAG 2.5.3, label in name).
 */
export function cartPillLabel(count: number | undefined): string {
  if (count === undefined) return 'Cart';
  const shown = cartPillCount(count);
  const items = count > 9 ? `${shown} items` : formatCount(count, { one: 'item', other: 'items' });
  return shown === String(count) ? `Cart, ${items}` : `Cart, ${items} (${count} in all)`;
}

/** The header's cart button: the store cart's item count; opens the cart drawer. */
export function CartPill() {
  const { cart, open, isOpen } = useCart();
  const count = cart?.item_count;
  return (
    <button
      type="button"
      className={styles.cartPill}
      aria-label={cartPillLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={open}
    >
      <Icon name="cart" className={styles.cartIcon} />
      {count === undefined ? null : (
        <span className={styles.cartCount} aria-hidden="true">
          {cartPillCount(count)}
        </span>
      )}
    </button>
  );
}
