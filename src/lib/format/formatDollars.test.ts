import { describe, expect, it } from 'vitest';
import { formatDollars } from './formatDollars.ts';

describe('formatDollars', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatDollars(4500)).toBe('$45.00');
    expect(formatDollars(123_456)).toBe('$1,234.56');
    expect(formatDollars(0)).toBe('$0.00');
  });
});
