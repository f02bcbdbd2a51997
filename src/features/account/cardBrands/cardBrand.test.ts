import { describe, expect, it } from 'vitest';
import { cardBrandLabel, cardBrandOf } from './cardBrand.ts';

describe('card brands', () => {
  it.each([
    ['Visa', 'visa'],
    ['VISA', 'visa'],
    ['MasterCard', 'mastercard'],
    ['master card', 'mastercard'],
    ['American Express', 'american-express'],
    ['amex', 'american-express'],
    ['AMEX', 'american-express'],
    ['american_express', 'american-express'],
    ['JCB', 'jcb'],
    ['discover', 'discover'],
    ['Maestro', 'maestro'],
    ['CIRRUS', 'cirrus'],
  ])('matches %s to the %s icon whatever the case', (brand, icon) => {
    expect(cardBrandOf(brand)).toBe(icon);
  });

  it('gives any other brand the generic card', () => {
    expect(cardBrandOf('UnionPay')).toBe('generic');
    expect(cardBrandOf('')).toBe('generic');
    expect(cardBrandOf(undefined)).toBe('generic');
  });

  it('names known brands properly and others by their own word', () => {
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('mastercard')).toBe('Mastercard');
    expect(cardBrandLabel('diners club')).toBe('Diners Club');
    expect(cardBrandLabel('  ')).toBe('Card');
  });
});
