import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { DiscountField } from './DiscountField.tsx';
import { checkoutHandlers, type CheckoutApiOptions } from './testing/checkoutFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness() {
  const [discount, setDiscount] = useState<DiscountWire | null>(null);
  return (
    <DiscountField
      subtotal={24900}
      discount={discount}
      onApply={setDiscount}
      onRemove={() => setDiscount(null)}
    />
  );
}

async function enter(code: string, api: CheckoutApiOptions = {}) {
  const requests: string[] = [];
  server.use(...checkoutHandlers({ requests, ...api }));
  render(
    <StoryProviders>
      <Harness />
    </StoryProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a discount code' }));
  const field = screen.getByRole('textbox', { name: 'Discount code' });
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return { user, requests, field };
}

describe('DiscountField', () => {
  it('keeps the field hidden behind the discount code link until asked', () => {
    render(
      <StoryProviders>
        <Harness />
      </StoryProviders>,
    );
    const link = screen.getByRole('button', { name: 'Add a discount code' });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('applies a code and shows the discount with the new total', async () => {
    const { requests } = await enter('spring20');
    const applied = await screen.findByText(
      'Discount SPRING20 applied: 20% off (-$49.80). New total: $199.20.',
    );
    // The field it replaced had focus: the discount takes it.
    await waitFor(() => expect(applied).toHaveFocus());
    expect(requests).toEqual(['GET /discounts/tokens/spring20']);
  });

  it('says "That is not a valid discount." for an unknown code, and editing clears it', async () => {
    const { user, field } = await enter('NOPE');
    await waitFor(() => expect(field).toHaveAccessibleDescription('That is not a valid discount.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'S');
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByText('That is not a valid discount.')).not.toBeInTheDocument();
  });

  it('says the server’s message when the code cannot be used', async () => {
    const { field } = await enter('WINTER2025');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('That discount code has expired.'),
    );
  });

  it('says "Unable to apply that discount." when the server says nothing', async () => {
    const { field } = await enter('SPRING20', { discountFailure: { status: 500 } });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Unable to apply that discount.'),
    );
  });

  it('removes the discount and goes back to the link', async () => {
    const { user } = await enter('TENOFF');
    expect(
      await screen.findByText('Discount TENOFF applied: $10.00 off (-$10.00). New total: $239.00.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove discount TENOFF' }));
    const link = screen.getByRole('button', { name: 'Add a discount code' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
  });
});
