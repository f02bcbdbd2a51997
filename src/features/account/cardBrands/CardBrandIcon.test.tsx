import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardBrandIcon } from './CardBrandIcon.tsx';

describe('CardBrandIcon', () => {
  it.each([
    ['visa', 'Visa'],
    ['Mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['jcb', 'JCB'],
    ['Discover', 'Discover'],
    ['maestro', 'Maestro'],
    ['cirrus', 'Cirrus'],
    ['unionpay', 'Unionpay'],
  ])('draws %s as an image named "%s"', (brand, name) => {
    render(<CardBrandIcon brand={brand} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
