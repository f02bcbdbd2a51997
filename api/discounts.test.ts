// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountCents, totalCents } from './discounts.ts';

describe('discountCents', () => {
  it('takes a percentage of the subtotal, rounded to the cent', () => {
    expect(discountCents(24900, { type: 'percent_off', value: 20 })).toBe(-4980);
    // 14900 × 15% = 2235; 999 × 25% = 249.75 → 250; 1001 × 50% = 500.5 → 501.
    expect(discountCents(14900, { type: 'percent_off', value: 15 })).toBe(-2235);
    expect(discountCents(999, { type: 'percent_off', value: 25 })).toBe(-250);
    expect(discountCents(1001, { type: 'percent_off', value: 50 })).toBe(-501);
    expect(discountCents(39900, { type: 'percent_off', value: 100 })).toBe(-39900);
  });

  it('takes an amount off or a credit, capped at the subtotal', () => {
    expect(discountCents(7500, { type: 'amount_off', value: 1000 })).toBe(-1000);
    expect(discountCents(800, { type: 'amount_off', value: 1000 })).toBe(-800);
    expect(discountCents(7500, { type: 'comped', value: 5000 })).toBe(-5000);
    expect(discountCents(3000, { type: 'comped', value: 5000 })).toBe(-3000);
  });

  it('never takes more than the subtotal, and is 0 without a discount or a price', () => {
    expect(discountCents(5000, { type: 'percent_off', value: 150 })).toBe(-5000);
    expect(discountCents(5000, null)).toBe(0);
    expect(Object.is(discountCents(0, { type: 'percent_off', value: 20 }), 0)).toBe(true);
    expect(Object.is(discountCents(5000, { type: 'amount_off', value: 0 }), 0)).toBe(true);
  });
});

describe('totalCents', () => {
  it('is the subtotal plus the negative discount, never below 0', () => {
    expect(totalCents(24900, { type: 'percent_off', value: 20 })).toBe(19920);
    expect(totalCents(12500, { type: 'amount_off', value: 1000 })).toBe(11500);
    expect(totalCents(3000, { type: 'comped', value: 5000 })).toBe(0);
    expect(totalCents(24900, null)).toBe(24900);
  });
});
