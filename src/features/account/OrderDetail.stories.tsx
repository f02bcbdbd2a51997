import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { demoOrders } from './testing/demoAccount.ts';
import { OrderDetail } from './OrderDetail.tsx';

const [upcoming, past] = demoOrders as [(typeof demoOrders)[0], (typeof demoOrders)[0]];

/**
 * **OrderDetail**: one order (`/account/orders/{uuid}`): product, designer, the session's start and
 * end in the person's timezone with the zone, amount and status; 'Join Meeting' (a new tab) when the
 * order has a meeting, and the questionnaire link while its product's survey is unanswered.
 */
const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
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
  args: { order: upcoming, timezone: 'America/Chicago' },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Upcoming, with a meeting link and the questionnaire still to do. */
export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      canvas.getByRole('link', { name: 'Complete your pre-session questionnaire' }),
    ).toBeVisible();
    await expect(canvas.getByText(/10:00 AM/)).toBeVisible();
  },
};

/** Complete: no meeting, questionnaire answered. */
export const Complete: Story = {
  args: { order: past },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Complete')).toBeVisible();
  },
};

export const InSydney: Story = { args: { timezone: 'Australia/Sydney' } };

export const NotScheduled: Story = {
  args: {
    order: { ...upcoming, scheduled_start: null, scheduled_end: null, zoom_meeting: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not scheduled yet')).toBeVisible();
  },
};

export const WithoutDesigner: Story = {
  args: { order: { ...upcoming, coach: null, coach_id: null } },
};
