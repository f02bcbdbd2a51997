import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { accountBubbleStates } from '#src/lib/session/account.ts';
import { AccountBubble } from './AccountBubble.tsx';

/** **AccountBubble**: the account's state (docs/spec/platform.md §4) as a badge: Active, Inactive or Suspended. */
const meta = {
  title: 'Account/AccountBubble',
  component: AccountBubble,
  parameters: { layout: 'padded' },
  argTypes: { state: { control: 'inline-radio', options: accountBubbleStates } },
  args: { state: 'active' },
} satisfies Meta<typeof AccountBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
export const Inactive: Story = { args: { state: 'inactive' } };
export const Suspended: Story = {
  args: { state: 'suspended' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};
