import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { expect, waitFor, within } from 'storybook/test';
import { podcastsSections } from '#src/demo/sections/podcasts.ts';
import type { PodcastWire } from '#src/lib/api/types.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';
import type { ListResponse } from '#src/lib/api/types.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import podcastsModule from './index.ts';
import { Podcasts, podcastsEmptyText } from './Podcasts.tsx';
import type { PodcastsContent } from './schema.ts';

// The catalogue renders through the module: the episodes come from its data hook (MSW below).
const catalogue = sectionCatalogue<PodcastsContent, 'default', PodcastWire[]>(
  podcastsModule,
  Podcasts,
  podcastsSections,
);
const { propsOf, demo } = catalogue;

/** The reference API's seeded episodes, newest first, as GET /podcasts answers them. */
const episodes: PodcastWire[] = seedPodcasts
  .map((podcast, index) => ({ id: index + 1, ...podcast }))
  .reverse();

const listOf = (data: PodcastWire[]): ListResponse<PodcastWire> => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length },
});

const unableToLoad = 'Sorry, we were unable to load podcasts at this time';

/**
 * **Podcasts** (`podcasts`): every episode of the podcast, newest first, each with its title, date,
 * description and a button for each platform it is on (Apple Podcasts, Spotify, YouTube…; they open
 * in a new tab). The episodes come from the API (`GET /podcasts?per_page=500`) and are in the page's
 * first HTML. Editors fill in:
 * - `headline` (required): the heading over the list, shown as a second-level heading.
 *
 * Episodes themselves are managed in the podcast admin, not in the section. While they load the
 * section shows placeholders; with none it says so; if they cannot be loaded it says
 * "Sorry, we were unable to load podcasts at this time" (also as a toast).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the headline turns white.
 */
const meta = {
  title: 'Sections/Podcasts',
  ...catalogue.meta,
  beforeEach({ msw }) {
    msw.use(http.get('/api/podcasts', () => HttpResponse.json(listOf(episodes))));
  },
} satisfies Meta<typeof Podcasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const titles = await canvas.findAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual(
      episodes.map((podcast) => podcast.title),
    );
    const platforms = within(
      canvas.getByRole('list', { name: `Listen to ${episodes[0]!.title}` }),
    ).getAllByRole('link');
    await expect(platforms).toHaveLength(3);
    await expect(platforms[1]).toHaveAccessibleName('Spotify (opens in a new tab)');
    await expect(platforms[1]).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('June 11, 2026')).toBeVisible();
  },
};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Listen while you weed' }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(8);
  },
};
export const Pink: Story = { args: { ...demo(0), background: 'pink' } };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'podcasts', content: { headline: 'Podcast' } }),
};

export const LongContent: Story = {
  args: propsOf({
    type: 'podcasts',
    content: {
      headline:
        'Conversations with growers, cooks and garden designers about raising food in small spaces, every other Thursday',
    },
  }),
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/podcasts', () =>
        HttpResponse.json(
          listOf([
            {
              id: 40,
              title:
                'Episode 40: Overwintering onions, garlic, broad beans and hardy peas in a cold, wet and windy hillside garden',
              description:
                '<p>A long conversation about the hungry gap: what to sow in autumn so there is something to pick in April, how to keep <strong>garlic</strong> from rotting in clay, when fleece helps and when it hurts, and how three listeners in very different climates plan their winter beds.</p><p>Show notes list every variety mentioned.</p>',
              published_on: '2026-10-29',
              links: [
                {
                  platform: 'Apple Podcasts',
                  link: 'https://podcasts.apple.com/us/podcast/id1589341207',
                },
                {
                  platform: 'Spotify',
                  link: 'https://open.spotify.com/show/4kDRtqp6bV3sCkEoBvZ6xY',
                },
                { platform: 'YouTube', link: 'https://www.youtube.com/@TrellisKitchenGarden' },
                { platform: 'Pocket Casts', link: 'https://pca.st/trellis' },
                { platform: 'Overcast', link: 'https://overcast.fm/itunes1589341207' },
              ],
            },
            ...episodes,
          ]),
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Overcast (opens in a new tab)' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/podcasts', ({ request }) => holdOpen(request)));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading podcasts...');
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/podcasts', () => HttpResponse.json(listOf([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(podcastsEmptyText)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/podcasts'));
  },
  play: async ({ canvas }) => {
    // The inline message in the section, and the toast (once, however often SWR retries).
    await waitFor(() => expect(canvas.getAllByText(unableToLoad)).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};
