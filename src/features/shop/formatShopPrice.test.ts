import { describe, expect, it } from 'vitest';
import { formatShopPrice } from './formatShopPrice.ts';

describe('formatShopPrice', () => {
  it('shows whole dollar prices without cents', () => {
    expect(formatShopPrice(4500)).toBe('$45');
    expect(formatShopPrice(0)).toBe('$0');
  });

  it('keeps two decimals when there are cents', () => {
    expect(formatShopPrice(4550)).toBe('$45.50');
    expect(formatShopPrice(1999)).toBe('$19.99');
    expect(formatShopPrice(5)).toBe('$0.05');
  });

  it('groups thousands', () => {
    expect(formatShopPrice(129900)).toBe('$1,299');
    expect(formatShopPrice(129950)).toBe('$1,299.50');
  });
});
