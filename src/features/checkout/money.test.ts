import { describe, expect, it } from 'vitest';
import type { DiscountWire } from '#src/lib/api/types.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { describeDiscount, discountCents, totalCents } from './money.ts';

const percent = (value: number): DiscountWire => ({ type: 'percent_off', value, token: 'P' });
const amount = (value: number): DiscountWire => ({ type: 'amount_off', value, token: 'A' });
const comped = (value: number): DiscountWire => ({ type: 'comped', value, token: 'C' });

describe('discountCents', () => {
  it('takes nothing without a discount', () => {
    expect(discountCents(24900, null)).toBe(0);
    expect(discountCents(24900, undefined)).toBe(0);
  });

  it('takes a percentage of the subtotal for percent_off', () => {
    expect(discountCents(24900, percent(20))).toBe(-4980);
    expect(discountCents(14900, percent(15))).toBe(-2235);
  });

  it('rounds a percentage to the nearest cent, a half cent in the buyer’s favour', () => {
    // 1050 × 5% = 52.5 cents → 53 off (−round(52.5)), not 52 (round(−52.5)).
    expect(discountCents(1050, percent(5))).toBe(-53);
    // 999 × 33% = 329.67 → 330 off; 999 × 12.5% = 124.875 → 125 off.
    expect(discountCents(999, percent(33))).toBe(-330);
    expect(discountCents(999, percent(12.5))).toBe(-125);
    // 1001 × 10% = 100.1 → 100 off.
    expect(discountCents(1001, percent(10))).toBe(-100);
  });

  it('takes the whole subtotal at 100% and never more above it', () => {
    expect(discountCents(24900, percent(100))).toBe(-24900);
    expect(discountCents(24900, percent(150))).toBe(-24900);
  });

  it('takes the amount for amount_off, capped at the subtotal', () => {
    expect(discountCents(24900, amount(1000))).toBe(-1000);
    expect(discountCents(500, amount(1000))).toBe(-500);
  });

  it('takes the credit for comped, capped at the subtotal', () => {
    expect(discountCents(24900, comped(5000))).toBe(-5000);
    expect(discountCents(3000, comped(5000))).toBe(-3000);
  });

  it('never adds to the price, whatever the value', () => {
    expect(discountCents(24900, percent(-10))).toBe(0);
    expect(discountCents(24900, amount(-500))).toBe(0);
    expect(discountCents(24900, comped(Number.NaN))).toBe(0);
  });

  it('takes nothing from a free product, and answers 0 rather than -0', () => {
    expect(Object.is(discountCents(0, percent(20)), 0)).toBe(true);
    expect(Object.is(discountCents(0, amount(1000)), 0)).toBe(true);
    expect(Object.is(discountCents(24900, percent(0)), 0)).toBe(true);
  });
});

describe('totalCents', () => {
  it('is the subtotal plus the negative discount, for every type', () => {
    expect(totalCents(24900, null)).toBe(24900);
    expect(totalCents(24900, percent(20))).toBe(19920);
    expect(totalCents(24900, amount(1000))).toBe(23900);
    expect(totalCents(24900, comped(5000))).toBe(19900);
  });

  it('reaches 0 and stops there', () => {
    expect(totalCents(24900, percent(100))).toBe(0);
    expect(totalCents(4000, comped(5000))).toBe(0);
    expect(totalCents(500, amount(1000))).toBe(0);
    expect(totalCents(0, null)).toBe(0);
  });
});

describe('describeDiscount', () => {
  it('says what each kind of discount takes off', () => {
    expect(describeDiscount(percent(20), formatDollars)).toBe('20% off');
    expect(describeDiscount(amount(1000), formatDollars)).toBe('$10.00 off');
    expect(describeDiscount(comped(5000), formatDollars)).toBe('$50.00 credit');
  });
});
