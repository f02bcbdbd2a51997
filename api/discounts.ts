import type { Transaction } from '@electric-sql/pglite';
import type { DiscountWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';

type Queryable = Database | Transaction;

/**
 * The discount in cents, 0 or negative (docs/spec/platform.md §9): percent_off takes that percentage
 * of the subtotal, rounded to the cent; amount_off and comped (a credit) take their value, capped at
 * the subtotal; a discount never takes more than the subtotal. The site's checkout does the same sum.
 */
export function discountCents(
  subtotal: number,
  discount: Pick<DiscountWire, 'type' | 'value'> | null,
): number {
  if (!discount || subtotal <= 0) return 0;
  const off =
    discount.type === 'percent_off'
      ? Math.round((subtotal * discount.value) / 100)
      : Math.min(discount.value, subtotal);
  // `|| 0` turns −0 into 0.
  return -Math.min(Math.max(off, 0), subtotal) || 0;
}

/** The total in cents: the subtotal plus the (negative) discount. */
export function totalCents(
  subtotal: number,
  discount: Pick<DiscountWire, 'type' | 'value'> | null,
): number {
  return subtotal + discountCents(subtotal, discount);
}

export const expiredDiscountMessage = 'That discount code has expired.';

export type DiscountLookup = { discount: DiscountWire; expired: boolean } | null;

/** The code, matched whatever its case (null when there is no such code). */
export async function findDiscount(db: Queryable, token: string): Promise<DiscountLookup> {
  const { rows } = await db.query<DiscountWire & { expired: boolean }>(
    `SELECT type, value, token, coalesce(expires_at <= now(), false) AS expired
     FROM discounts WHERE lower(token) = lower($1)`,
    [token.trim()],
  );
  const row = rows[0];
  if (!row) return null;
  return { discount: { type: row.type, value: row.value, token: row.token }, expired: row.expired };
}
