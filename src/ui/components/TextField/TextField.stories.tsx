import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

/**
 * A labelled single-line input for forms: e-mail sign-up, login, registration, the frost-date zip.
 * The label is bound to the input; a hint and an error sit under it and are linked through
 * `aria-describedby`; an error marks the input `aria-invalid` and is announced politely. Required
 * fields show a `*` after the label (the input itself carries `required`). Use `tone="inverse"` on
 * dark backgrounds and `hideLabel` only where the purpose is plain from the layout.
 */
const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    placeholder: 'you@example.com',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '28rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'rose@example.com');
    await expect(input).toHaveValue('rose@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('rose@example.com'.length);
  },
};

export const WithHint: Story = {
  args: { hint: 'We send one garden letter a month.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription('We send one garden letter a month.');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'rose@', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};

export const WithHintAndError: Story = {
  args: {
    hint: 'We send one garden letter a month.',
    error: 'Please enter your email address.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription(
      'We send one garden letter a month. Please enter your email address.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'rose@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    placeholder: undefined,
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  args: {
    tone: 'inverse',
    required: true,
    hint: 'We send one garden letter a month.',
    error: 'Please enter a valid email address.',
  },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    hint: 'We send one garden letter a month.',
    error: 'Please enter a valid email address.',
  },
};
