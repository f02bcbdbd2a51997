// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prorateAmountDue } from './subscriptions.ts';

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date('2026-05-01T00:00:00Z');
const end = new Date('2026-05-31T00:00:00Z'); // a 30-day period

describe('prorateAmountDue', () => {
  it('charges the new price less the unused part of the current plan', () => {
    // 20 of 30 days left of Sprout (1900): 1266.67 → 1267 unused; Harvest 9900 − 1267.
    const now = new Date(start.getTime() + 10 * dayMs);
    expect(prorateAmountDue({ price: 1900, periodStart: start, periodEnd: end }, 9900, now)).toBe(
      8633,
    );
    // Half the period left of Bloom (4900): 2450 unused.
    const half = new Date(start.getTime() + 15 * dayMs);
    expect(prorateAmountDue({ price: 4900, periodStart: start, periodEnd: end }, 9900, half)).toBe(
      7450,
    );
  });

  it('is never below 0 when moving to a cheaper plan', () => {
    expect(prorateAmountDue({ price: 9900, periodStart: start, periodEnd: end }, 1900, start)).toBe(
      0,
    );
  });

  it('charges the full new price once the period is over, and credits at most the whole plan', () => {
    const after = new Date(end.getTime() + dayMs);
    expect(prorateAmountDue({ price: 1900, periodStart: start, periodEnd: end }, 4900, after)).toBe(
      4900,
    );
    const before = new Date(start.getTime() - dayMs);
    expect(
      prorateAmountDue({ price: 1900, periodStart: start, periodEnd: end }, 4900, before),
    ).toBe(3000);
  });
});
