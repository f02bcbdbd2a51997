import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Loader } from './Loader.tsx';
import { loaderSizes } from './Loader.css.ts';

/**
 * A spinning ring with a status message for waits of unknown length ("Loading cart...",
 * "Tallying your score..."). It is a `status` region, so screen readers announce the label; the
 * label can be hidden from sight when the context makes it plain. It takes the text colour around
 * it, so it reads on any background; the ring turns slowly for people who prefer reduced motion.
 */
const meta = {
  title: 'Components/Loader',
  component: Loader,
  parameters: { layout: 'padded' },
  argTypes: {
    size: { control: 'inline-radio', options: loaderSizes },
    hideLabel: { control: 'boolean' },
  },
  args: { label: 'Loading...', size: 'medium', hideLabel: false },
} satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="xlarge">
      {loaderSizes.map((size) => (
        <Loader key={size} {...args} size={size} label={`Loading (${size})...`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(loaderSizes.length);
  },
};

/** Its own message. */
export const CustomLabel: Story = {
  args: { label: 'Finding the perfect recommendations...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finding the perfect recommendations...')).toBeVisible();
  },
};

/** Only the ring shows; the label is still announced. */
export const HiddenLabel: Story = {
  args: { label: 'Loading cart...', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cart...');
    const label = canvas.getByText('Loading cart...').getBoundingClientRect();
    await expect(label.width * label.height).toBeLessThanOrEqual(1);
  },
};

/** On green it takes the white text colour. */
export const OnGreen: Story = {
  render: (args) => (
    <Box background="green" color="textInverse" padding="large">
      <Loader {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('status')).color).toBe('rgb(255, 255, 255)');
  },
};
