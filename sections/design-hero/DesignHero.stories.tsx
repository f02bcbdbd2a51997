import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { designHeroSections } from '#src/demo/sections/design-hero.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { DesignHero } from './DesignHero.tsx';
import designHeroModule from './index.ts';
import type { DesignHeroContent } from './schema.ts';

const catalogue = sectionCatalogue<DesignHeroContent>(
  designHeroModule,
  DesignHero,
  designHeroSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Design hero** (`design-hero`): the opening of the garden-design pages — the page's main heading,
 * a short text, an image and a "Watch the video" button. The button opens the video in a dialog, on a
 * local poster with a play button; YouTube loads only when the visitor presses play. Escape, the
 * "Close" button or a click outside closes the dialog, and focus returns to "Watch the video".
 *
 * Editors fill in `headline` (required; the page's main heading and the video's name), `body` (short
 * rich text), `image` (an image URL; the text is centred when there is none) and `url` (the YouTube
 * address of the video; without it there is no video button, and a url without a video id shows
 * "This video is unavailable." in the dialog).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text and the
 * button turn white.
 */
const meta = {
  title: 'Sections/DesignHero',
  ...catalogue.meta,
} satisfies Meta<typeof DesignHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Beige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A garden designed for the way you cook' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Watch the video' })).toBeVisible();
    // The video and its dialog stay out of the page until asked for.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Green: Story = { args: demo(1) };

/** No image: the text is centred. */
export const Pink: Story = { args: demo(2) };

/** No video url: no "Watch the video" button. */
export const White: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Watch the video' })).not.toBeInTheDocument();
  },
};

export const RequiredFieldsOnly: Story = { args: demo(4) };

/** The video opens in a dialog on its poster (nothing from YouTube yet); Escape closes it. */
export const WatchTheVideoThenEscape: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Watch the video' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', {
      name: 'A garden designed for the way you cook',
    });
    const play = within(dialog).getByRole('button', {
      name: 'Play video: A garden designed for the way you cook',
    });
    await waitFor(() => expect(play).toHaveFocus());
    await expect(dialog.querySelector('iframe')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Pressing play swaps the poster for the youtube-nocookie.com player; closing the dialog removes it
 * again (the test closes it at once, without waiting for YouTube, which it cannot reach).
 */
export const PlayThenClose: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Watch the video' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'See how a design comes together' });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Play video: See how a design comes together' }),
    );
    const player = within(dialog).getByTitle('See how a design comes together');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A url with no video id: the dialog says so instead of showing a player. */
export const UnavailableVideo: Story = {
  args: propsOf({
    type: 'design-hero',
    content: {
      headline: 'Meet our designers',
      body: '<p>Short films from the people who will draw your garden.</p>',
      image: '/api/media/herb-spiral.svg',
      url: 'https://www.youtube.com/@kitchengardeners',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Watch the video' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Meet our designers' });
    await expect(within(dialog).getByText('This video is unavailable.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'design-hero',
    content: {
      headline:
        'A professional kitchen-garden design for your space, your climate and the food your family actually eats',
      body: '<p>Whether you are starting from a bare lawn, a neglected allotment or a balcony with three pots, one of our designers will walk the space with you on a video call, then draw a bed-by-bed planting plan with paths, water and compost in the right places.</p><p>You get a harvest calendar for your frost dates, a shopping list, and a month of follow-up questions answered by the same designer.</p><p>Most designs are ready within two weeks.</p>',
      image: '/api/media/kitchen-garden-hero.svg',
      url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&list=PLdesign&index=2&t=45s',
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};

export const OnAPhone: Story = {
  args: demo(0),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Watch the video' })).toBeVisible();
  },
};
