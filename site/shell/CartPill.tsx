import { formatCount } from '#src/lib/format/formatCount.ts';
import { useCart } from '#src/features/shop/CartProvider.tsx';
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
      {/* The set's cart (src/ui/components/Icon/icons.ts), drawn here: the header is in the code every
          page loads first, and the Icon component with its whole table would cost the home page
          half a kilobyte of its 130 KB budget. */}
      <svg
        className={styles.cartIcon}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M6 7h12l-1 13H7L6 7Z M9 7V6a3 3 0 0 1 6 0v1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {count === undefined ? null : (
        <span className={styles.cartCount} aria-hidden="true">
          {cartPillCount(count)}
        </span>
      )}
    </button>
  );
}
