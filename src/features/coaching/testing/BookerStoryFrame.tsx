import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { AccountWire } from '#src/lib/api/types.ts';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import { storyCustomer } from '#src/features/checkout/testing/CheckoutStoryFrame.tsx';
import {
  createFakeStripe,
  type FakeStripeOptions,
} from '#src/features/checkout/testing/fakeStripe.ts';
import { FakeSession } from '#src/testing/FakeSession.tsx';

/**
 * How a booker story is set up (`parameters.booker`): who is signed in (null: a visitor; the demo
 * customer in Chicago by default) and the fake Stripe's options.
 */
export interface BookerStoryParameters {
  account?: AccountWire | null;
  stripe?: FakeStripeOptions;
}

function BookerStoryFrame({
  account = storyCustomer,
  stripe = {},
  children,
}: BookerStoryParameters & { children: ReactNode }) {
  // Made once per story: <Elements> must see one Stripe for its lifetime.
  const [fake] = useState(() => createFakeStripe(stripe).promise);
  return (
    <FakeSession account={account}>
      <StripeProvider stripe={fake}>
        {/* The width of a designer's profile (the reading width). */}
        <Box padding="large" style={{ maxWidth: '46rem', marginInline: 'auto' }}>
          {children}
        </Box>
      </StripeProvider>
    </FakeSession>
  );
}

/** The decorator of the booker stories: the session, the fake Stripe, a profile's width. */
export const withBookerFrame: Decorator = (Story, { parameters }) => {
  const options = (parameters.booker ?? {}) as BookerStoryParameters;
  return (
    <BookerStoryFrame {...options}>
      <Story />
    </BookerStoryFrame>
  );
};
