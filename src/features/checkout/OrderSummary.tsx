import { formatDollars } from '#src/lib/format/formatDollars.ts';
import * as styles from './checkout.css.ts';
import { checkoutAmounts, type CheckoutState } from './checkoutState.ts';

/** The product and its price, the discount and the total. */
export function OrderSummary({ state }: { state: CheckoutState }) {
  const { subtotal, discount, total } = checkoutAmounts(state);
  return (
    <dl className={styles.summary}>
      <dt className={styles.summaryTerm}>{state.product?.name}</dt>
      <dd className={styles.summaryAmount}>{formatDollars(subtotal)}</dd>
      {state.discount ? (
        <>
          <dt className={styles.summaryTerm}>Discount ({state.discount.token})</dt>
          <dd className={styles.summaryAmount}>{formatDollars(discount)}</dd>
        </>
      ) : null}
      <dt className={styles.totalTerm}>Total</dt>
      <dd className={styles.totalAmount}>{formatDollars(total)}</dd>
    </dl>
  );
}
