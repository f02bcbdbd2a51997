import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Image } from './Image.tsx';
import { imageFits } from './Image.css.ts';
import { gardenScene, portrait } from './storyImages.ts';

/**
 * An image that never shifts the layout: its box is reserved before the file arrives, from
 * `width` and `height` (the intrinsic size; it still scales down to fit) or from `aspectRatio`
 * (then it fills its container's width). It loads lazily and decodes off the main thread, except a
 * `priority` image (the hero), which is preloaded and fetched at high priority. `alt` is required:
 * describe the picture, or pass '' for decoration.
 */
const meta = {
  title: 'Components/Image',
  component: Image,
  parameters: { layout: 'padded' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    aspectRatio: {
      control: 'select',
      options: [undefined, '1 / 1', '3 / 2', '4 / 3', '16 / 9', '2 / 1'],
    },
    priority: { control: 'boolean' },
  },
  args: {
    src: gardenScene(1200, 800),
    alt: 'Three raised beds of greens in a sunny garden',
    width: 1200,
    height: 800,
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Below the fold: lazy and decoded asynchronously (the default). */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Three raised beds of greens in a sunny garden' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');
  },
};

/** The hero image: loaded at once, at high priority, and preloaded. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Three raised beds of greens in a sunny garden' });
    await expect(img).not.toHaveAttribute('loading');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** With only width and height, the box has its final size before the file loads. */
export const ReservedBox: Story = {
  args: { src: '/never-loads.jpg', alt: 'A picture that has not arrived', width: 600, height: 400 },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas
      .getByRole('img', { name: 'A picture that has not arrived' })
      .getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(300);
    await expect(Math.round(box.height)).toBe(200);
  },
};

/** The same picture cropped to common ratios (`fit="cover"`), each filling its column. */
export const AspectRatios: Story = {
  render: (args) => (
    <Box
      display="grid"
      gridTemplateColumns={{ mobile: '1', tablet: '2', desktop: '4' }}
      gap="medium"
    >
      {['1 / 1', '3 / 2', '16 / 9', '2 / 1'].map((ratio) => (
        <figure key={ratio}>
          <Image src={args.src} alt={`Garden at ${ratio}`} aspectRatio={ratio} />
          <figcaption>{ratio}</figcaption>
        </figure>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'Garden at 2 / 1' }).getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(2);
  },
};

/** `contain` shows the whole picture inside the box instead of cropping. */
export const Contain: Story = {
  args: {
    src: portrait(400),
    alt: 'Portrait of a gardener',
    width: undefined,
    height: undefined,
    aspectRatio: '16 / 9',
    fit: 'contain',
  },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img')).objectFit).toBe('contain');
  },
};

/** Decorative: empty alt, so screen readers skip it. */
export const Decorative: Story = {
  args: { alt: '', aspectRatio: '2 / 1', width: undefined, height: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A wide image scales down to fit a phone. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ maxWidth: 335 }}>
      <Image {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await waitFor(() => expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(335));
  },
};
