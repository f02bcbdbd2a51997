import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { AccountWire } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Card } from '#src/ui/components/Card/index.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { StripeProvider } from '../stripe.tsx';
import { createFakeStripe, unreachableStripe, type FakeStripeOptions } from './fakeStripe.ts';

/**
 * How a checkout story is set up (`parameters.checkout`): who is signed in (null: a visitor) and
 * which Stripe — the fake with its options (the default), `unreachable` (as from these machines), or
 * `api` (no Stripe given: the real path, GET /stripe then Stripe.js, as the story's handlers allow).
 */
export interface CheckoutStoryParameters {
  account?: AccountWire | null;
  stripe?: FakeStripeOptions | 'unreachable' | 'api';
}

/** The demo customer as the checkout stories sign in (their cards are the fixtures' cards). */
export const storyCustomer = fakeAccount({
  id: 41,
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Customer',
});

function CheckoutStoryFrame({
  account = storyCustomer,
  stripe = {},
  children,
}: CheckoutStoryParameters & { children: ReactNode }) {
  // Made once per story: <Elements> must see one Stripe for its lifetime.
  const [given] = useState(() =>
    stripe === 'api'
      ? undefined
      : stripe === 'unreachable'
        ? unreachableStripe()
        : createFakeStripe(stripe).promise,
  );
  return (
    <FakeSession account={account}>
      <StripeProvider stripe={given}>
        <Box padding="large" style={{ maxWidth: '36rem', marginInline: 'auto' }}>
          <Card padding="large">{children}</Card>
        </Box>
      </StripeProvider>
    </FakeSession>
  );
}

/** The decorator of the checkout stories: a signed-in customer, the fake Stripe, a card to sit on. */
export const withCheckoutFrame: Decorator = (Story, { parameters }) => {
  const options = (parameters.checkout ?? {}) as CheckoutStoryParameters;
  return (
    <CheckoutStoryFrame {...options}>
      <Story />
    </CheckoutStoryFrame>
  );
};
