import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { TextArea } from './TextArea.tsx';

const ninetyTwo =
  'Raised beds of cedar along the south fence, with a gravel path and room for a bench and pot.';
const oneHundred =
  'Tomatoes, basil and marigolds planted together keep pests away and keep the bees busy all summer....';

/**
 * A labelled multi-line input for notes and descriptions: survey notes, business descriptions,
 * file notes. A live counter under it reads "n/100" (the limit is 100 unless `maxLength` says
 * otherwise) and updates politely for screen readers as the person types; the field stops taking
 * characters at the limit. The counter stands out from 90 % of the limit and turns red at it.
 */
const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'About your garden',
    name: 'about',
    onChange: fn(),
  },
  argTypes: {
    maxLength: { control: { type: 'number', min: 1 } },
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
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CounterUpdatesWhileTyping: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About your garden' });
    await expect(canvas.getByText('0/100')).toBeVisible();
    await userEvent.type(textarea, 'Sunny');
    await expect(canvas.getByText('5/100')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const NearTheLimit: Story = {
  args: { defaultValue: ninetyTwo },
  play: async ({ canvas }) => {
    await expect(ninetyTwo).toHaveLength(92);
    await expect(canvas.getByText('92/100')).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { defaultValue: oneHundred },
  play: async ({ canvas }) => {
    await expect(oneHundred).toHaveLength(100);
    const textarea = canvas.getByRole('textbox', { name: 'About your garden' });
    await userEvent.type(textarea, ' more');
    await expect(textarea).toHaveValue(oneHundred);
    await expect(canvas.getByText('100/100')).toBeVisible();
  },
};

export const CustomLimit: Story = {
  args: { label: 'Business description', name: 'description', maxLength: 250, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0/250')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Business description' })).toHaveAttribute(
      'maxlength',
      '250',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Sun, soil, what grows there now.' },
};

export const WithError: Story = {
  args: { required: true, error: 'Please tell us a little about your garden.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About your garden' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      '0/100 Please tell us a little about your garden.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'A shady courtyard.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About your garden' })).toBeDisabled();
    await expect(canvas.getByText('18/100')).toBeVisible();
  },
};

function ControlledTextArea() {
  const [notes, setNotes] = useState('Plant garlic in October.');
  return (
    <>
      <TextArea
        label="File notes"
        name="notes"
        maxLength={250}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <button type="button" onClick={() => setNotes('')}>
        Clear notes
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTextArea />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24/250')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear notes' }));
    await expect(canvas.getByText('0/250')).toBeVisible();
  },
};

export const OnDarkBackground: Story = {
  args: { tone: 'inverse', defaultValue: oneHundred, hint: 'Sun, soil, what grows there now.' },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};
