import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { videoSections } from '#src/demo/sections/video.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import videoModule from './index.ts';
import type { VideoContent } from './schema.ts';
import { Video } from './Video.tsx';

const catalogue = sectionCatalogue<VideoContent>(videoModule, Video, videoSections);
const { propsOf, demo } = catalogue;

/**
 * **Video** (`video`): a YouTube video, with an optional headline above it. Visitors first see a
 * local poster with a big play button ("Play video: {headline}"); only when they press it does the
 * privacy-enhanced YouTube player load, and it starts playing at once. Nothing comes from YouTube
 * before that — no thumbnail, no script.
 *
 * Editors fill in `url` (required: the YouTube address as copied from the browser or the Share button —
 * `watch?v=`, `youtu.be/`, `/embed/`, `/shorts/` and `/live/` links all work), `headline` (optional; it
 * also names the player) and `type` ("YouTube", the only kind there is). A url without a video id shows
 * "This video is unavailable." in place of the player.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the headline turns white.
 *
 * The stories never press play: that would load YouTube, which the tests cannot reach.
 */
const meta = {
  title: 'Sections/Video',
  ...catalogue.meta,
} satisfies Meta<typeof Video>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Build a raised bed in an afternoon' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Play video: Build a raised bed in an afternoon' }),
    ).toBeVisible();
    // Nothing from YouTube until play is pressed.
    await expect(canvasElement.querySelector('iframe, img')).toBeNull();
  },
};

export const Beige: Story = { args: demo(1) };

/** A Shorts link; on green the headline turns white. */
export const Green: Story = { args: demo(2) };

/** The url only: no headline, and the play button says what it is. */
export const RequiredFieldsOnly: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Play video: YouTube video' })).toBeVisible();
  },
};

/** A url with no video id in it (here a channel page): the visitor is told, and there is no player. */
export const Unavailable: Story = {
  args: propsOf({
    type: 'video',
    content: {
      headline: 'Our channel',
      url: 'https://www.youtube.com/@kitchengardeners',
      type: 'YouTube',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This video is unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'video',
    content: {
      headline:
        'From bare lawn to a kitchen garden that feeds a family of four: a full season with one of our designers, start to finish',
      url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&list=PLkitchen-garden&index=3&t=1m20s&feature=share',
      type: 'YouTube',
    },
    options: { BackgroundColor: { color: 'pink' } },
  }),
};

export const OnAPhone: Story = {
  args: demo(1),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Play video: A year in our kitchen garden, in four minutes',
      }),
    ).toBeVisible();
  },
};
