import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoPaymentSources } from './testing/demoAccount.ts';
import { formatExpiry, PaymentMethods } from './PaymentMethods.tsx';
import { renderAccount } from './testing/testProviders.tsx';

const two = demoPaymentSources.slice(0, 2);

describe('PaymentMethods', () => {
  it('lists each card with its brand icon, last four digits and expiry', () => {
    renderAccount(<PaymentMethods userId={1} initialSources={two} />);
    const cards = within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Visa ending in 4242');
    expect(cards[0]).toHaveTextContent('Expires 12/2029');
    expect(within(cards[1]!).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Expires 03/2028');
  });

  it('removes a card after confirmation', async () => {
    const { fetchImpl, messages } = renderAccount(
      <PaymentMethods userId={1} initialSources={two} />,
      {
        routes: {
          'DELETE /api/users/1/payment-sources/src_visa': new Response(null, { status: 204 }),
        },
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByText('Visa ending in 4242')).not.toBeInTheDocument());
    expect(screen.getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/users/1/payment-sources/src_visa',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(messages()).toEqual(['That payment option has been successfully removed']);
  });

  it('keeps the card when it is not removed after all', async () => {
    const { fetchImpl } = renderAccount(<PaymentMethods userId={1} initialSources={two} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('keeps the card and says so when removing fails', async () => {
    const { messages } = renderAccount(<PaymentMethods userId={1} initialSources={two} />, {
      routes: {
        'DELETE /api/users/1/payment-sources/src_visa': Response.json(
          { message: 'Nope' },
          { status: 500 },
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Remove card' }));
    await waitFor(() =>
      expect(messages()).toEqual(['Sorry, we were unable to remove that payment option']),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('loads the cards in the browser when the page came without them', async () => {
    renderAccount(<PaymentMethods userId={1} />, {
      routes: { 'GET /api/users/1/payment-sources': Response.json({ data: two }) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payment methods...');
    expect(await screen.findByText('Mastercard ending in 4444')).toBeInTheDocument();
  });

  it('says when the cards cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const { messages } = renderAccount(<PaymentMethods userId={1} />, {
      routes: {
        'GET /api/users/1/payment-sources': () =>
          ++calls === 1
            ? Response.json({ message: 'Down' }, { status: 500 })
            : Response.json({ data: two }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we were unable to load your payment information');
    expect(messages()).toEqual(['Sorry, we were unable to load your payment information']);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says when there are no saved cards', () => {
    renderAccount(<PaymentMethods userId={1} initialSources={[]} />);
    expect(
      screen.getByText(
        'You have no saved payment methods. Cards you save at checkout appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('writes the expiry with a two-digit month', () => {
    expect(formatExpiry(3, 2028)).toBe('Expires 03/2028');
  });
});
