import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { YouTubePlayer } from './YouTubePlayer.tsx';

/**
 * A YouTube video that costs the visitor nothing until they ask for it: a local poster (a drawn
 * garden on a gradient, never a thumbnail from YouTube) with a big play button named "Play video:
 * {title}". Pressing it swaps in the privacy-enhanced youtube-nocookie.com player, autoplaying, in
 * the same 16:9 box, so nothing moves. Give it the id from `parseYouTubeId`; the id "error" (a url
 * without a video id) shows "This video is unavailable." instead.
 *
 * The stories never press play: that would load YouTube, which is not reachable from the tests.
 * Playing is covered by the component test.
 */
const meta = {
  title: 'Components/YouTubePlayer',
  component: YouTubePlayer,
  args: { id: 'dQw4w9WgXcQ', title: 'Building a raised bed in an afternoon' },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '48rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof YouTubePlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', {
      name: 'Play video: Building a raised bed in an afternoon',
    });
    await expect(play).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    // The poster reserves the player's 16:9 box.
    const box = play.parentElement!.parentElement!.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  },
};

export const Unavailable: Story = {
  args: { id: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This video is unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Play video: Building a raised bed in an afternoon' }),
    ).toBeVisible();
  },
};
