import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { messageCatalogue } from '#src/lib/messages/index.ts';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { checkoutWording } from './checkoutWording.ts';
import {
  checkoutHandlers,
  demoCoachingSession,
  demoGardenDesign,
  demoJoinUrl,
} from './testing/checkoutFixtures.ts';
import {
  storyCustomer,
  withCheckoutFrame,
  type CheckoutStoryParameters,
} from './testing/CheckoutStoryFrame.tsx';
import { fakeCardNumber } from './testing/fakeStripe.ts';

type Canvas = ReturnType<typeof within>;
const lazy = { timeout: 5000 };
const checkout = (options: CheckoutStoryParameters) => ({ checkout: options });

const chooseVisa = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('radio', { name: /Visa ending in 4242/ }));
const applyCode = async (canvas: Canvas, code: string) => {
  await userEvent.click(canvas.getByRole('button', { name: checkoutWording.discountLink }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
};
const toConfirmation = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas.findByRole('heading', { name: 'Confirm your purchase' });
};

/**
 * **CheckoutPanel** (`src/features/checkout`): how a product is bought, inside any page — a design plan from
 * the pricing cards, a session from a designer's profile. A visitor signs up or logs in right there;
 * then **checkout** (the product, its price, a discount, the total, the saved cards or a new card,
 * Continue), **confirmation** ('Complete your {product} purchase for {amount}:', 'Pay {amount}',
 * 'Go Back') and **Congratulations!**. A total of $0.00 asks for no card ('Place Order'). A new card
 * is offered only when the API has a Stripe key.
 *
 * The cards, discount codes and orders come from `/api` (MSW here, with the contract's demo data:
 * `SPRING20` 20% off, `TENOFF` $10 off, `GIFT50` a $50 credit, `FREEDESIGN` 100% off, `WINTER2025`
 * expired). Card entry uses the fake Stripe (`testing/fakeStripe.ts`): type `4242 4242 4242 4242`.
 */
const meta = {
  title: 'Commerce/CheckoutPanel',
  component: CheckoutPanel,
  decorators: [withCheckoutFrame],
  args: { product: demoGardenDesign, onComplete: fn() },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers());
  },
} satisfies Meta<typeof CheckoutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with saved cards: the checkout screen as it opens. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(await canvas.findByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

/** 'Add a new card' shows the card field (the fake's input here; Stripe's iframe on the site). */
export const NewCard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Add a new card' }));
    const card = await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);
    await userEvent.type(card, fakeCardNumber);
    await expect(canvas.getByRole('group', { name: 'Card details' })).toBeVisible();
  },
};

/** A card number that fails Stripe's check: its message is read out under the field. */
export const CardError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Add a new card' }));
    const card = await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);
    await userEvent.type(card, '4242 4242 4242 4241');
    await expect(await canvas.findByText('Your card number is invalid.')).toBeVisible();
  },
};

/** Continue without choosing a card. */
export const NoCardChosen: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(checkoutWording.selectCard)).toBeVisible();
  },
};

/** The new card's source came back from Stripe as not chargeable. */
export const CardNotChargeable: Story = {
  parameters: checkout({ stripe: { createSource: 'not-chargeable', latency: 100 } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Add a new card' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
      fakeCardNumber,
    );
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    await expect(await canvas.findByText(checkoutWording.notChargeable)).toBeVisible();
    // Continue was busy (disabled) while Stripe answered: focus comes back to it, not to the page.
    await waitFor(() => expect(continueButton).toHaveFocus());
  },
};

/** Stripe could not make a source from the card (a decline): its message shows. */
export const CardDeclined: Story = {
  parameters: checkout({ stripe: { createSource: 'fails' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Add a new card' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
      fakeCardNumber,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
  },
};

/** `SPRING20`: 20% off, the discount and the new total in the summary. */
export const DiscountApplied: Story = {
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SPRING20');
    await expect(
      await canvas.findByText('Discount SPRING20 applied: 20% off (-$49.80). New total: $199.20.'),
    ).toBeVisible();
    await expect(canvas.getByText('Discount (SPRING20)')).toBeVisible();
    await expect(canvas.getByText('$199.20', { selector: 'dd' })).toBeVisible();
  },
};

/** A code that does not exist (404). */
export const DiscountInvalid: Story = {
  play: async ({ canvas }) => {
    await applyCode(canvas, 'NOSUCHCODE');
    await expect(await canvas.findByText(checkoutWording.invalidDiscount)).toBeVisible();
  },
};

/** A code the server refuses with a message (`WINTER2025` has expired). */
export const DiscountExpired: Story = {
  play: async ({ canvas }) => {
    await applyCode(canvas, 'WINTER2025');
    await expect(await canvas.findByText('That discount code has expired.')).toBeVisible();
  },
};

/** The lookup failed without a message. */
export const DiscountServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ discountFailure: { status: 500 } }));
  },
  play: async ({ canvas }) => {
    await applyCode(canvas, 'SPRING20');
    await expect(await canvas.findByText(checkoutWording.discountFailed)).toBeVisible();
  },
};

/** `FREEDESIGN` brings the total to $0.00: no card is asked for, and the order is placed, not paid. */
export const ZeroTotal: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    await applyCode(canvas, 'FREEDESIGN');
    await expect(await canvas.findByText(checkoutWording.noPaymentNeeded)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await toConfirmation(canvas);
    await expect(canvas.getByRole('button', { name: checkoutWording.placeOrder })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

/** After Continue: the amount on the pay button, and Go Back. */
export const Confirmation: Story = {
  play: async ({ canvas }) => {
    await chooseVisa(canvas);
    const heading = await toConfirmation(canvas);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText('Complete your Garden Design purchase for $249.00:'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $249.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

/** Go Back returns to checkout with the card and the discount as they were. */
export const GoBack: Story = {
  play: async ({ canvas }) => {
    await chooseVisa(canvas);
    await applyCode(canvas, 'TENOFF');
    await canvas.findByText(/Discount TENOFF applied/);
    await toConfirmation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Checkout' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(canvas.getByText('Discount (TENOFF)')).toBeVisible();
  },
};

/** Paid: 'Your order has been placed.' and the way to the questionnaire. */
export const Success: Story = {
  play: async ({ canvas, args }) => {
    await chooseVisa(canvas);
    await toConfirmation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    const heading = await canvas.findByRole('heading', { name: 'Congratulations!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(checkoutWording.orderPlaced)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: checkoutWording.questionnaireButton }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/account\/orders\/.+\/questionnaire$/));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/** An instant booking with a designer: the meeting's join button. */
export const SuccessInstantBooking: Story = {
  args: {
    product: demoCoachingSession,
    session: {
      coachId: 2,
      start: '2026-05-04T15:00:00.000Z',
      end: '2026-05-04T16:00:00.000Z',
      instantBooking: true,
    },
  },
  play: async ({ canvas }) => {
    await chooseVisa(canvas);
    await toConfirmation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $95.00' }));
    await canvas.findByRole('heading', { name: 'Congratulations!' });
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute(
      'href',
      demoJoinUrl,
    );
  },
};

/** The server refused the card: back on checkout with its message and every choice kept. */
export const PurchaseFailure: Story = {
  beforeEach({ msw }) {
    const message = checkoutWording.notChargeable;
    msw.use(
      ...checkoutHandlers({
        orderFailure: { status: 422, body: { message, errors: { payment_source: [message] } } },
      }),
    );
  },
  play: async ({ canvas }) => {
    await chooseVisa(canvas);
    await toConfirmation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    await expect(await canvas.findByText(checkoutWording.notChargeable)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Checkout' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  },
};

/** Stripe.js cannot be reached: a new card cannot be entered, saved cards still work. */
export const StripeLoadFailure: Story = {
  parameters: checkout({ stripe: 'unreachable' }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Add a new card' }));
    await expect(await canvas.findByText(checkoutWording.loadFailed)).toBeVisible();
    await chooseVisa(canvas);
    await expect(await toConfirmation(canvas)).toBeVisible();
  },
};

/**
 * The API has no Stripe key (the reference API's default, docs/api/payments.md): the saved cards only, and
 * nothing said to be wrong.
 */
export const NoStripeKey: Story = {
  parameters: checkout({ stripe: 'api' }),
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ publishableKey: null }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', { name: 'Payment method' });
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('radio', { name: 'Add a new card' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(checkoutWording.loadFailed)).not.toBeInTheDocument();
    await chooseVisa(canvas);
    await expect(await toConfirmation(canvas)).toBeVisible();
  },
};

/** No Stripe key and no saved card (a new account): said calmly; a code covering the price still works. */
export const NoStripeKeyNoSavedCards: Story = {
  parameters: checkout({ stripe: 'api' }),
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ publishableKey: null, sources: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutWording.noCardAvailable)).toBeVisible();
    await expect(canvas.queryByText(checkoutWording.loadFailed)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        checkoutWording.noCardAvailable,
      ),
    );
    await expect(canvas.getAllByText(checkoutWording.noCardAvailable)).toHaveLength(1);
  },
};

/** The saved cards could not be loaded: a new card can still be entered. */
export const SavedCardsLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ sources: 500 }));
  },
  play: async ({ canvas }) => {
    // Said where the cards would be, and in a toast.
    await waitFor(() =>
      expect(canvas.getAllByText(messageCatalogue.unableToLoadSources.message)).toHaveLength(2),
    );
    await expect(
      await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
    ).toBeVisible();
  },
};

/** A visitor: sign up (or log in) inside the panel, then the checkout goes on. */
export const SignedOut: Story = {
  parameters: checkout({ account: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign up or log in to buy Garden Design.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Timezone/ })).toBeVisible();
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();
  },
};

/** Signing up in place: the checkout screen follows with the new account's cards. */
export const SignUpThenCheckout: Story = {
  parameters: checkout({ account: null }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Casey');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Customer');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), storyCustomer.email);
    await userEvent.type(canvas.getByLabelText(/Password/), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Checkout' })).toHaveFocus());
    await expect(await canvas.findByRole('radiogroup')).toBeVisible();
  },
};

/** The whole purchase by keyboard alone: Tab, Space and Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: checkoutWording.discountLink })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Confirm your purchase' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay $249.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Congratulations!' })).toHaveFocus(),
    );
  },
};
