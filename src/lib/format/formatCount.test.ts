import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

const designer = { one: 'designer', other: 'designers' };

describe('formatCount', () => {
  it('takes the singular for one and the plural for every other count', () => {
    expect(formatCount(1, designer)).toBe('1 designer');
    expect(formatCount(0, designer)).toBe('0 designers');
    expect(formatCount(2, designer)).toBe('2 designers');
    expect(formatCount(1, { one: 'business', other: 'businesses' })).toBe('1 business');
  });

  it('groups the digits of large counts', () => {
    expect(formatCount(1200, designer)).toBe('1,200 designers');
  });
});
