import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoOrders } from './testing/demoAccount.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { renderAccount } from './testing/testProviders.tsx';

describe('OrderHistory', () => {
  it("lists each order with product, coach, time in the person's timezone, status and amount", () => {
    renderAccount(
      <OrderHistory userId={1} timezone="America/Chicago" initialOrders={demoOrders} />,
    );
    const items = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: '60 Minute Coaching Session' })).toHaveAttribute(
      'href',
      `/account/orders/${demoOrders[0]!.uuid}`,
    );
    expect(first).toHaveTextContent('with Maya Okafor');
    expect(first).toHaveTextContent('Wed, Mar 4, 2026, 10:00 AM CST');
    expect(first).toHaveTextContent('Scheduled');
    expect(first).toHaveTextContent('$150.00');
    expect(items[1]).toHaveTextContent('$499.50');
    expect(items[1]).toHaveTextContent('Complete');
  });

  it('says when there are no orders yet', () => {
    renderAccount(<OrderHistory userId={1} timezone="America/Chicago" initialOrders={[]} />);
    expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const { messages } = renderAccount(<OrderHistory userId={1} timezone="UTC" />, {
      routes: {
        'GET /api/users/1/orders': () =>
          ++calls === 1
            ? Response.json({ message: 'Down' }, { status: 503 })
            : Response.json({ data: demoOrders }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we were unable to load your orders');
    expect(messages()).toEqual(['Sorry, we were unable to load your orders']);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kitchen Garden Design' })).toBeInTheDocument();
  });
});
