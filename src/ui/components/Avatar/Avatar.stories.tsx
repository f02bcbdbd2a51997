import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { portrait } from '#src/ui/components/Image/storyImages.ts';
import { Avatar } from './Avatar.tsx';
import { avatarSizes } from './Avatar.css.ts';

const widths = { small: 65, medium: 85, large: 160, big: 500 } as const;

/**
 * A person's round picture: a designer, a coach, a customer in the account menu. Four sizes from the
 * specification (65, 85, 160 and 500 px wide; the big one shrinks to fit a phone). Without a
 * picture, or when it fails to load, the person's initials show. Either way it is named after the
 * person.
 */
const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes }, src: { control: 'text' } },
  args: { name: 'Rosa Diaz', src: portrait(500), size: 'medium' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SizesWithImage: Story = {
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Rosa Diaz (${size})`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const size of avatarSizes) {
      const img = canvas.getByRole('img', { name: `Rosa Diaz (${size})` });
      const box = img.getBoundingClientRect();
      await expect(Math.round(box.width)).toBeLessThanOrEqual(widths[size]);
      await expect(Math.round(box.width)).toBe(Math.round(box.height));
    }
  },
};

export const SizesWithoutImage: Story = {
  args: { src: null },
  render: (args) => (
    <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const avatars = canvas.getAllByRole('img', { name: 'Rosa Diaz' });
    await expect(avatars).toHaveLength(avatarSizes.length);
    for (const avatar of avatars) await expect(avatar).toHaveTextContent('RD');
  },
};

/** The four sizes are exactly the widths of the specification when there is room. */
export const Widths: Story = {
  args: { src: null },
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const size of avatarSizes) {
      await expect(
        Math.round(canvas.getByRole('img', { name: size }).getBoundingClientRect().width),
      ).toBe(widths[size]);
    }
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/no-such-avatar.jpg', name: 'Sam Okafor' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Sam Okafor' })).toHaveTextContent('SO'),
    );
  },
};

/** The big avatar shrinks to a phone's width. */
export const BigOnPhone: Story = {
  args: { size: 'big' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 335 }}>
      <Avatar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'Rosa Diaz' }).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(335);
    await expect(Math.round(box.height)).toBe(335);
  },
};
