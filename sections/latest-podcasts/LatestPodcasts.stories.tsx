import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { latestPodcastsSections } from '#src/demo/sections/latest-podcasts.ts';
import type { PodcastWire } from '#src/lib/api/types.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';
import type { ListResponse } from '#src/lib/api/types.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import latestPodcastsModule from './index.ts';
import { LatestPodcasts, latestPodcastsEmptyText } from './LatestPodcasts.tsx';
import type { LatestPodcastsContent } from './schema.ts';

// The catalogue renders through the module: the episodes come from its data hook (MSW below).
const catalogue = sectionCatalogue<LatestPodcastsContent, 'default', PodcastWire[]>(
  latestPodcastsModule,
  LatestPodcasts,
  latestPodcastsSections,
);
const { propsOf, demo } = catalogue;

/** The reference API's seeded episodes (ids from 1, oldest first), listed newest first. */
const episodes: PodcastWire[] = seedPodcasts
  .map((podcast, index) => ({ id: index + 1, ...podcast }))
  .reverse();
const titleOf = (id: number) => episodes.find((podcast) => podcast.id === id)!.title;

/** The URLs the section asked for in the current story. */
const requested: string[] = [];

/** GET /podcasts (per_page, exclude[]) and GET /podcasts/{id}, answered as the reference API does. */
function podcastsApi(all: PodcastWire[]) {
  return [
    http.get('/api/podcasts', ({ request }) => {
      const url = new URL(request.url);
      requested.push(decodeURIComponent(`${url.pathname}${url.search}`));
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      const exclude = url.searchParams.getAll('exclude[]').map(Number);
      const rest = all.filter((podcast) => !exclude.includes(podcast.id));
      const body: ListResponse<PodcastWire> = {
        data: rest.slice(0, perPage),
        meta: {
          current_page: 1,
          last_page: Math.max(1, Math.ceil(rest.length / perPage)),
          per_page: perPage,
          total: rest.length,
        },
      };
      return HttpResponse.json(body);
    }),
    http.get('/api/podcasts/:id', ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      const podcast = all.find((candidate) => candidate.id === Number(params.id));
      return podcast
        ? HttpResponse.json({ data: podcast })
        : HttpResponse.json({ message: 'Podcast not found' }, { status: 404 });
    }),
  ];
}

const unableToLoad = 'Sorry, we were unable to load podcasts at this time';

/**
 * **Latest podcasts** (`latest-podcasts`): at most three podcast episodes as cards, each with its
 * title, date, description and a button for each platform it is on (they open in a new tab). The
 * episodes come from the API and are in the page's first HTML. Editors fill in:
 * - `headline` (required): the heading over the cards, shown as a second-level heading;
 * - `podcasts` (optional): episode ids to pin. Pinned episodes come first, in the order given; the
 *   newest other episodes fill the remaining places (none when three are pinned). Only the first
 *   three ids count; an id whose episode is gone is skipped.
 *
 * While the episodes load the section shows placeholders; with none it says so; if they cannot be
 * loaded it says "Sorry, we were unable to load podcasts at this time" (also as a toast).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the headline turns white.
 */
const meta = {
  title: 'Sections/LatestPodcasts',
  ...catalogue.meta,
  beforeEach({ msw }) {
    requested.length = 0;
    msw.use(...podcastsApi(episodes));
  },
} satisfies Meta<typeof LatestPodcasts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The titles of the episode cards, once they are there. */
const cardTitles = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('heading', { level: 3 })).map(
    (title) => title.textContent,
  );

/** No pinned episodes: the newest three. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toEqual([titleOf(8), titleOf(7), titleOf(6)]);
    await expect(requested).toEqual(['/api/podcasts?per_page=3']);
    await expect(
      canvas.getAllByRole('link', { name: 'Apple Podcasts (opens in a new tab)' }),
    ).toHaveLength(3);
  },
};

export const White: Story = { args: demo(0) };

/** One pinned episode, then the two newest others. */
export const OnePinnedOnBeige: Story = {
  args: demo(1),
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toEqual([titleOf(2), titleOf(8), titleOf(7)]);
    await expect([...requested].sort()).toEqual(
      ['/api/podcasts/2', '/api/podcasts?per_page=2&exclude[]=2'].sort(),
    );
  },
};

/** Three pinned episodes, in the editor's order; the list is not asked for. */
export const ThreePinnedOnGreen: Story = {
  args: demo(2),
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toEqual([titleOf(1), titleOf(3), titleOf(5)]);
    await expect([...requested].sort()).toEqual(
      ['/api/podcasts/1', '/api/podcasts/3', '/api/podcasts/5'].sort(),
    );
  },
};

export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'latest-podcasts', content: { headline: 'Podcast' } }),
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'latest-podcasts',
    content: {
      headline:
        'Conversations with growers, cooks and garden designers about raising food in small spaces',
      podcasts: [40],
    },
  }),
  beforeEach({ msw }) {
    msw.use(
      ...podcastsApi([
        {
          id: 40,
          title:
            'Episode 40: Overwintering onions, garlic, broad beans and hardy peas in a cold, wet and windy hillside garden',
          description:
            '<p>A long conversation about the hungry gap: what to sow in autumn so there is something to pick in April, how to keep <strong>garlic</strong> from rotting in clay, when fleece helps and when it hurts, and how three listeners in very different climates plan their winter beds.</p>',
          published_on: '2026-10-29',
          links: [
            {
              platform: 'Apple Podcasts',
              link: 'https://podcasts.apple.com/us/podcast/id1589341207',
            },
            { platform: 'Spotify', link: 'https://open.spotify.com/show/4kDRtqp6bV3sCkEoBvZ6xY' },
            { platform: 'YouTube', link: 'https://www.youtube.com/@TrellisKitchenGarden' },
            { platform: 'Pocket Casts', link: 'https://pca.st/trellis' },
          ],
        },
        ...episodes,
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const titles = await cardTitles(canvasElement);
    await expect(titles).toHaveLength(3);
    await expect(titles[0]).toMatch(/^Episode 40: Overwintering onions/);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.loading('/api/podcasts'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading podcasts...');
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...podcastsApi([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(latestPodcastsEmptyText)).toBeVisible();
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
