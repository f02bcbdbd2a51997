import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '#src/ui/components/Button/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { messageCatalogue } from '#src/lib/messages/index.ts';
import { checkoutWording } from './checkoutWording.ts';
import type { PaymentChoice } from './paymentChoice.ts';
import { PaymentForm, type PaymentFormProps } from './PaymentForm.tsx';
import { checkoutHandlers, demoCheckoutSources } from './testing/checkoutFixtures.ts';
import { storyCustomer, withCheckoutFrame } from './testing/CheckoutStoryFrame.tsx';
import { fakeCardNumber } from './testing/fakeStripe.ts';
import { useResolvePaymentSource } from './useResolvePaymentSource.ts';

const lazy = { timeout: 5000 };

/**
 * The form as a page uses it (the subscription page does): it holds the choice, and a button turns
 * it into a `payment_source` with `useResolvePaymentSource`, showing the source or the message.
 */
function PaymentFormOnAPage({
  initial = null,
  ...props
}: Partial<PaymentFormProps> & { initial?: PaymentChoice }) {
  const [choice, setChoice] = useState<PaymentChoice>(initial);
  const [error, setError] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const resolve = useResolvePaymentSource();
  return (
    <Stack space="medium">
      <PaymentForm
        userId={storyCustomer.id}
        {...props}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(null);
          setSource(null);
        }}
        error={error}
      />
      <Button
        onClick={async () => {
          const result = await resolve(storyCustomer.email);
          setError(result.error ?? null);
          setSource(result.source ?? null);
        }}
      >
        Use this card
      </Button>
      {source ? <Text>Payment source: {source}</Text> : null}
    </Stack>
  );
}

/**
 * **PaymentForm** (`src/features/checkout`): the saved cards as a radio group (brand icon, last four digits,
 * expiry; a card that cannot be charged says so) and 'Add a new card', which shows Stripe's card
 * field, loading Stripe.js only then. Card errors, the choice's error and a failure to load payment
 * options are read out from one alert area. It is its own export, used by the checkout panel and the
 * subscription page inside a `StripeProvider`; `useResolvePaymentSource()` turns the choice into the
 * `payment_source` to send.
 */
const meta = {
  title: 'Commerce/PaymentForm',
  component: PaymentFormOnAPage,
  decorators: [withCheckoutFrame],
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers());
  },
} satisfies Meta<typeof PaymentFormOnAPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two chargeable cards and an expired one. */
export const SavedCards: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    await expect(canvas.getByText('Cannot be charged')).toBeVisible();
  },
};

/** A saved card chosen and resolved to its source. */
export const SavedCardChosen: Story = {
  args: { initial: { type: 'saved', source: demoCheckoutSources[0]! } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use this card' }));
    await expect(await canvas.findByText('Payment source: src_visa')).toBeVisible();
  },
};

/** The expired card: not chargeable. */
export const SavedCardNotChargeable: Story = {
  args: { initial: { type: 'saved', source: demoCheckoutSources[2]! } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Use this card' }));
    await expect(await canvas.findByText(checkoutWording.notChargeable)).toBeVisible();
  },
};

/** A new card typed into the (fake) card field and made into a source. */
export const NewCard: Story = {
  args: { initial: { type: 'new' } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);
    await userEvent.type(card, fakeCardNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Use this card' }));
    await expect(await canvas.findByText('Payment source: src_fake_1')).toBeVisible();
  },
};

/** An unfinished card number, reported when the field is left, then refused. */
export const IncompleteCard: Story = {
  args: { initial: { type: 'new' } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy);
    await userEvent.type(card, '4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this card' }));
    await expect(await canvas.findByText('Your card number is incomplete.')).toBeVisible();
    await expect(canvas.getByText(checkoutWording.selectCard)).toBeVisible();
  },
};

/** Nothing chosen. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this card' }));
    await expect(await canvas.findByText(checkoutWording.selectCard)).toBeVisible();
  },
};

/** No saved cards: the card field straight away. */
export const NoSavedCards: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ sources: [] }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Credit or debit card number' }, lazy),
    ).toBeVisible();
  },
};

export const LoadingCards: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutWording.loadingCards)).toBeVisible();
  },
};

/** The saved cards could not be loaded: Try again, and a new card still possible. */
export const CardsLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ sources: 500 }));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByText(messageCatalogue.unableToLoadSources.message)).toHaveLength(2),
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The API has no Stripe key: the saved cards only, no 'Add a new card'. */
export const NoStripeKey: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ publishableKey: null }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup');
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('radio', { name: 'Add a new card' })).not.toBeInTheDocument();
  },
};

/** No Stripe key and no saved card: nothing to pay with, said calmly. */
export const NoStripeKeyNoSavedCards: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers({ publishableKey: null, sources: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutWording.noCardAvailable)).toBeVisible();
    await expect(canvas.queryByText(checkoutWording.loadFailed)).not.toBeInTheDocument();
  },
};

/** Stripe.js cannot be reached (as from these machines without the fake). */
export const StripeLoadFailure: Story = {
  args: { initial: { type: 'new' } },
  parameters: { checkout: { stripe: 'unreachable' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(checkoutWording.loadFailed)).toBeVisible();
  },
};
