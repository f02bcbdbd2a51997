import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Checkbox } from './Checkbox.tsx';

/**
 * A single yes/no choice with its label beside it: "Also send me the monthly planting guide", a
 * survey choice, accepting the terms. Clicking the label ticks the box; Space toggles it from the
 * keyboard. Inside a form it sends `name=value` when ticked. An error marks it invalid and is
 * announced politely under the label.
 */
const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Also send me the monthly planting guide',
    name: 'planting-guide',
    onCheckedChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    error: { control: 'text' },
    hint: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '32rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TickedByClickingTheLabel: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Also send me the monthly planting guide',
    });
    await userEvent.click(canvas.getByText('Also send me the monthly planting guide'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const ToggledWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Also send me the monthly planting guide',
    });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const CheckedByDefault: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'One e-mail a month, unsubscribe at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'One e-mail a month, unsubscribe at any time.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms',
    name: 'terms',
    required: true,
    error: 'Please accept the terms to continue.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

function FormWithCheckbox() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const entries = [...new FormData(event.currentTarget).entries()];
        setSent(entries.map(([key, value]) => `${key}=${String(value)}`).join('&') || 'nothing');
      }}
    >
      <Checkbox label="Add me to the coaching list" name="list" value="coaching" />
      <button type="submit">Send</button>
      <p>Sent: {sent ?? '—'}</p>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <FormWithCheckbox />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Sent: nothing')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add me to the coaching list' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Sent: list=coaching')).toBeInTheDocument();
  },
};

export const OnDarkBackground: Story = {
  args: {
    tone: 'inverse',
    hint: 'One e-mail a month.',
    error: 'Please accept the terms to continue.',
  },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};
