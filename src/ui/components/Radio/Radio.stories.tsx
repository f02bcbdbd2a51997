import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { RadioGroup } from './Radio.tsx';
import { radioOrientations } from './Radio.css.ts';

const builderOptions = [
  { value: 'diy', label: 'DIY' },
  { value: 'full-service', label: 'Full Service' },
];

const budgetOptions = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-15k', label: '$5,000 – $15,000' },
  { value: 'over-15k', label: 'Over $15,000' },
  { value: 'unsure', label: 'Not sure yet', disabled: true },
];

/**
 * One answer among a few visible options: who builds the garden, budget flexibility, a survey
 * choice. The label names the group; arrow keys move between options and choose them, Tab leaves
 * the group. Options sit in a column unless `orientation="horizontal"` (which wraps on phones).
 */
const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Who will build the garden?',
    name: 'builder',
    options: builderOptions,
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioOrientations },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '32rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosingAnOption: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Who will build the garden?' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Full Service'));
    await expect(canvas.getByRole('radio', { name: 'Full Service' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('full-service');
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 'diy' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'DIY' })).toHaveFocus();
    // Held down as a person would: Radix moves focus on the next tick and chooses while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Full Service' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('full-service');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Is the budget flexible?',
    name: 'flexible',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const WithADisabledOption: Story = {
  args: { label: 'Estimated Budget', name: 'budget', options: budgetOptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Not sure yet' })).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Full Service includes planting by a local crew.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Full Service includes planting by a local crew.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose who will build the garden.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who will build the garden?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose who will build the garden.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'diy' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OnDarkBackground: Story = {
  args: { tone: 'inverse', defaultValue: 'diy', hint: 'You can change this later.' },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};
