import type { DiscountWire } from '#src/lib/api/types.ts';

/**
 * What a discount takes off a subtotal, in cents: 0 or negative (docs/spec/features.md §5, the
 * commerce contract). `percent_off` takes −round(subtotal × value / 100); `amount_off` and `comped`
 * (a credit) take their value, at most the subtotal. A discount never takes more than the subtotal,
 * and nothing is taken from a subtotal of 0. The server does the same sum and refuses an order whose
 * `discount` or `amount` differs.
 */
export function discountCents(subtotal: number, discount: DiscountWire | null | undefined): number {
  if (!discount || !(subtotal > 0) || !Number.isFinite(discount.value)) return 0;
  let off: number;
  switch (discount.type) {
    case 'percent_off':
      // Rounded as a positive amount, so a half cent goes to the buyer's discount (−round(x), not round(−x)).
      off = Math.round((subtotal * discount.value) / 100);
      break;
    case 'amount_off':
    case 'comped':
      off = discount.value;
      break;
    default:
      off = 0;
  }
  const capped = Math.min(Math.max(off, 0), subtotal);
  // `-0` would print as "-$0.00" and compare unequal in JSON assertions.
  return capped === 0 ? 0 : -capped;
}

/** The amount to charge, in cents: the subtotal plus the (negative) discount; never below 0. */
export function totalCents(subtotal: number, discount: DiscountWire | null | undefined): number {
  return subtotal + discountCents(subtotal, discount);
}

/** How a discount reads next to its code: "20% off", "$10.00 off", "$50.00 credit". */
export function describeDiscount(
  discount: DiscountWire,
  formatDollars: (cents: number) => string,
): string {
  switch (discount.type) {
    case 'percent_off':
      return `${discount.value}% off`;
    case 'amount_off':
      return `${formatDollars(discount.value)} off`;
    case 'comped':
      return `${formatDollars(discount.value)} credit`;
    default:
      return 'Discount';
  }
}
