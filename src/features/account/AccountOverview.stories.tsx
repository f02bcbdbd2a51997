import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '#src/ui/components/Container/index.ts';
import { AccountOverview } from './AccountOverview.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import { demoCoachAccount, demoCustomer, demoOwner } from './testing/demoAccount.ts';

/**
 * **AccountOverview**: the top of `/account`: name, e-mail, timezone and the account status badge
 * (active, inactive, suspended), beside the picture; then a card for every account page that applies
 * to the person's roles.
 */
const meta = {
  title: 'Account/AccountOverview',
  component: AccountOverview,
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
  args: { account: demoCustomer },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Customer: Story = {
  args: { avatar: <AvatarUpload account={demoCustomer} /> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(nav).getByRole('link', { name: 'Register your business' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const Coach: Story = {
  args: { account: demoCoachAccount, avatar: <AvatarUpload account={demoCoachAccount} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Availability' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Coaching profile' })).toBeVisible();
  },
};

export const BusinessOwner: Story = {
  args: { account: demoOwner, avatar: <AvatarUpload account={demoOwner} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Subscription' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Business profile' })).toBeVisible();
  },
};

export const InactiveCoach: Story = {
  args: { account: { ...demoCoachAccount, has_zoom: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

export const SuspendedCoach: Story = {
  args: { account: { ...demoCoachAccount, coach_status: 'suspended' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};
