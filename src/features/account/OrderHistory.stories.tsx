import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoAccountHandlers, demoOrders } from './testing/demoAccount.ts';
import { OrderHistory } from './OrderHistory.tsx';

/**
 * **OrderHistory**: the orders list of `/account/orders`: product, designer, the scheduled time in
 * the person's timezone, status and amount; each links to its detail page. The page hands in the
 * orders it loaded; without them the list loads from `/api/users/{id}/orders` (MSW here). A failed
 * load says `unableToLoadOrders` in a toast and inline, with Try again.
 */
const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  decorators: [
    (Story) => (
      <Container width="reading">
        <Story />
      </Container>
    ),
  ],
  argTypes: {
    timezone: {
      control: 'select',
      options: ['America/Chicago', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney'],
    },
  },
  args: { userId: 1, timezone: 'America/Chicago' },
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers());
  },
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Kitchen Garden Design' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { initialOrders: demoOrders },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Wed, Mar 4, 2026, 10:00 AM CST');
    await expect(items[0]).toHaveTextContent('$150.00');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your orders...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { initialOrders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no orders yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...demoAccountHandlers({ ordersStatus: 500 }));
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, we were unable to load your orders');
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getAllByText(
          'Sorry, we were unable to load your orders',
        ),
      ).toHaveLength(2),
    );
  },
};
