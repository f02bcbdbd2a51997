import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountWire,
  OrderCreateRequest,
  OrderWire,
  ProductWire,
} from '#src/lib/api/types.ts';
import { FakeSession, fakeAccount, fakeSessionPassword } from '#src/testing/FakeSession.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CheckoutPanel, type CheckoutPanelProps } from './CheckoutPanel.tsx';
import { StripeProvider } from './stripe.tsx';
import {
  checkoutHandlers,
  demoCoachingSession,
  demoGardenDesign,
  demoJoinUrl,
  type CheckoutApiOptions,
} from './testing/checkoutFixtures.ts';
import { createFakeStripe, type FakeStripe } from './testing/fakeStripe.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lazy = { timeout: 5000 };
const account = fakeAccount({ id: 41, email: 'sam@example.com' });

function show({
  product = demoGardenDesign,
  signedIn = account,
  api,
  fake = createFakeStripe(),
  ...props
}: Partial<CheckoutPanelProps> & {
  signedIn?: AccountWire | null;
  api?: CheckoutApiOptions;
  fake?: FakeStripe;
} = {}) {
  const requests: string[] = [];
  const orders: OrderCreateRequest[] = [];
  server.use(...checkoutHandlers({ requests, orders, ...api }));
  const onComplete = vi.fn<(order: OrderWire) => void>();
  render(
    <StoryProviders>
      <FakeSession account={signedIn}>
        <StripeProvider stripe={fake.promise}>
          <CheckoutPanel product={product} onComplete={onComplete} {...props} />
        </StripeProvider>
      </FakeSession>
    </StoryProviders>,
  );
  return { requests, orders, onComplete, fake, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const summaryLine = (term: string) => {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return `${dt.textContent} ${dt.nextElementSibling?.textContent}`;
};
const chooseVisa = async (user: User) =>
  user.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }));
const continueOn = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));
const applyCode = async (user: User, code: string) => {
  await user.click(screen.getByRole('button', { name: 'Add a discount code' }));
  await user.type(screen.getByRole('textbox', { name: 'Discount code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText(new RegExp(`Discount ${code} applied`));
};

describe('CheckoutPanel', () => {
  it('shows the product, its price and the total, with the saved cards', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(summaryLine('Garden Design')).toBe('Garden Design $249.00');
    expect(summaryLine('Total')).toBe('Total $249.00');
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('works out the discount on screen and carries the total to the pay button', async () => {
    const { user } = show();
    await chooseVisa(user);
    await applyCode(user, 'SPRING20');
    expect(summaryLine('Discount (SPRING20)')).toBe('Discount (SPRING20) -$49.80');
    expect(summaryLine('Total')).toBe('Total $199.20');
    await continueOn(user);
    const heading = await screen.findByRole('heading', { name: 'Confirm your purchase' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Complete your Garden Design purchase for $199.20:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paying with Visa ending in 4242.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $199.20' })).toBeInTheDocument();
  });

  it('asks for no card when the discount brings the total to 0, and places the order without "Pay"', async () => {
    const { user, orders, fake } = show();
    await screen.findByRole('radiogroup');
    await applyCode(user, 'FREEDESIGN');
    expect(summaryLine('Total')).toBe('Total $0.00');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('No payment is needed for this order.')).toBeInTheDocument();
    await continueOn(user);
    await screen.findByRole('heading', { name: 'Confirm your purchase' });
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(orders[0]).toMatchObject({
      amount: 0,
      discount: -24900,
      discount_token: 'FREEDESIGN',
      payment_source: null,
    });
    expect(fake.elementsGroups).toHaveLength(0);
  });

  it('has no "Checkout" heading of its own where its holder names it, and Go Back returns to Continue', async () => {
    const { user } = show({ showCheckoutHeading: false, headingLevel: 3 });
    await chooseVisa(user);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await continueOn(user);
    const heading = await screen.findByRole('heading', { name: 'Confirm your purchase', level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  });

  it('says calmly that there is no card to pay with when the API has no key and none is saved', async () => {
    const noCard =
      'There is no saved card on your account, and new cards cannot be added on this site.';
    const { user, fake } = show({ api: { publishableKey: null, sources: [] } });
    expect(await screen.findByText(noCard)).toBeInTheDocument();
    expect(screen.queryByText(/There was an issue loading payment options/)).toBeNull();
    await continueOn(user);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(noCard),
    );
    expect(screen.getAllByText(noCard)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Confirm your purchase' })).toBeNull();
    // A code that covers the whole price is the way through: no card is asked for.
    await applyCode(user, 'FREEDESIGN');
    expect(screen.queryByText(noCard)).toBeNull();
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(fake.elementsGroups).toHaveLength(0);
  });

  it('sends the exact charge payload and shows the join button for an instant booking', async () => {
    const { user, orders, onComplete } = show({
      product: demoCoachingSession,
      session: {
        coachId: 2,
        start: '2026-05-04T15:00:00.000Z',
        end: '2026-05-04T16:00:00.000Z',
        instantBooking: true,
      },
      metadata: { source: 'designer-profile' },
    });
    await chooseVisa(user);
    await applyCode(user, 'TENOFF');
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $85.00' }));
    const heading = await screen.findByRole('heading', { name: 'Congratulations!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(orders).toEqual([
      {
        user_id: 41,
        amount: 8500,
        discount: -1000,
        discount_token: 'TENOFF',
        payment_source: 'src_visa',
        product_id: 7,
        coach_id: 2,
        instant_booking: true,
        scheduled_start: '2026-05-04T15:00:00.000Z',
        scheduled_end: '2026-05-04T16:00:00.000Z',
        metadata: { source: 'designer-profile' },
      },
    ]);
    expect(screen.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute('href', demoJoinUrl);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ instant_booking: true, amount: 8500 }),
    );
  });

  it('points to the questionnaire once an order is placed', async () => {
    const { user, onComplete } = show();
    await chooseVisa(user);
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $249.00' }));
    expect(await screen.findByText('Your order has been placed.')).toBeInTheDocument();
    const order = onComplete.mock.calls[0]![0];
    expect(screen.getByRole('link', { name: 'Fill Out the Questionnaire' })).toHaveAttribute(
      'href',
      `/account/orders/${order.uuid}/questionnaire`,
    );
  });

  it('shows what the page renders after success instead, when it says so', async () => {
    const { user } = show({
      renderSuccess: (order) => <p>Design {order.design_id} is ready for your homework.</p>,
    });
    await chooseVisa(user);
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $249.00' }));
    expect(await screen.findByText('Design 31 is ready for your homework.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.queryByText('Your order has been placed.')).not.toBeInTheDocument();
  });

  it('buys with a new card through the fake Stripe', async () => {
    const { user, orders, fake } = show();
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
      '4242424242424242',
    );
    await continueOn(user);
    expect(await screen.findByText('Paying with Visa ending in 4242.')).toBeInTheDocument();
    expect(fake.createSourceCalls).toEqual([{ type: 'card', owner: { email: 'sam@example.com' } }]);
    await user.click(screen.getByRole('button', { name: 'Pay $249.00' }));
    await screen.findByRole('heading', { name: 'Congratulations!' });
    expect(orders[0]?.payment_source).toBe('src_fake_1');
  });

  it('stays on checkout with the message when the card is not complete', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
      '4242',
    );
    await continueOn(user);
    expect(
      await screen.findByText('Please select a credit card or enter a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your purchase' })).toBeNull();
  });

  it('goes back from confirmation with everything kept, the typed card included', async () => {
    const { user } = show();
    await user.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    const card = await screen.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);
    await user.type(card, '4242424242424242');
    await applyCode(user, 'GIFT50');
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    const heading = screen.getByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Add a new card' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Credit or debit card number' })).toHaveValue(
      '4242424242424242',
    );
    expect(summaryLine('Discount (GIFT50)')).toBe('Discount (GIFT50) -$50.00');
    expect(summaryLine('Total')).toBe('Total $199.00');
  });

  it('comes back to checkout with the server’s message and every choice kept when the purchase fails', async () => {
    const message =
      'Sorry, we are not able to accept that payment method. Please try another card.';
    const { user } = show({
      api: {
        orderFailure: { status: 422, body: { message, errors: { payment_source: [message] } } },
      },
    });
    await chooseVisa(user);
    await applyCode(user, 'SPRING20');
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $199.20' }));
    const heading = await screen.findByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(heading).toHaveFocus());
    const alerts = screen.getAllByRole('alert');
    expect(alerts.filter((alert) => alert.textContent === message)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(summaryLine('Total')).toBe('Total $199.20');
  });

  it('says a message about the amount at the top of the panel', async () => {
    const message = 'The amount does not match the price of the order.';
    const { user } = show({
      api: { orderFailure: { status: 422, body: { message, errors: { amount: [message] } } } },
    });
    await chooseVisa(user);
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $249.00' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent(message));
  });

  it('says when the order cannot be placed at all', async () => {
    const { user } = show({ api: { orderFailure: { status: 500, body: {} } } });
    await chooseVisa(user);
    await continueOn(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $249.00' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
        'An unknown error occurred, please try again soon.',
      ),
    );
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  });
});

describe('CheckoutPanel for a visitor', () => {
  it('asks to sign up first, with the timezone guessed and changeable, then goes on to checkout', async () => {
    const { user } = show({ signedIn: null });
    expect(screen.getByText('Sign up or log in to buy Garden Design.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Casey');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Customer');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'casey@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const heading = await screen.findByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('switches to log-in for someone who already has an account', async () => {
    const { user } = show({ signedIn: null });
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.type(screen.getByLabelText(/Password/), fakeSessionPassword);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('LazyCheckoutPanel', () => {
  it('loads the panel on demand and shows the checkout', async () => {
    const { LazyCheckoutPanel } = await import('./LazyCheckoutPanel.tsx');
    server.use(...checkoutHandlers());
    render(
      <StoryProviders>
        <FakeSession account={account}>
          <LazyCheckoutPanel product={demoGardenDesign} fallback={<p>Loading checkout...</p>} />
        </FakeSession>
      </StoryProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  });
});

describe('orderRequest', () => {
  it('takes the coach from the product when the session names none', async () => {
    const { orderRequest } = await import('./CheckoutPanel.tsx');
    const { initialCheckoutState } = await import('./checkoutState.ts');
    const product: ProductWire = demoCoachingSession;
    expect(orderRequest(initialCheckoutState(product), 41, undefined)).toEqual({
      user_id: 41,
      amount: 9500,
      discount: 0,
      discount_token: null,
      payment_source: null,
      product_id: 7,
      coach_id: 2,
      instant_booking: false,
      scheduled_start: null,
      scheduled_end: null,
      metadata: {},
    });
  });
});
