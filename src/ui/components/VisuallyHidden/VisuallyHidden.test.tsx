import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the control around it', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove basil from the cart</VisuallyHidden>
      </button>,
    );
    expect(
      screen.getByRole('button', { name: '× Remove basil from the cart' }),
    ).toBeInTheDocument();
  });

  it('reads as a separate phrase after the visible text', () => {
    render(
      <a href="https://example.com">
        Seeds<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Seeds (opens in a new tab)' })).toBeInTheDocument();
  });

  it('renders the element it is asked for', () => {
    render(
      <VisuallyHidden as="h2" id="cart-title">
        Your cart
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart' })).toHaveAttribute(
      'id',
      'cart-title',
    );
  });
});
