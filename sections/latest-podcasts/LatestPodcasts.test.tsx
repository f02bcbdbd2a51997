import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestPodcastsSections } from '#src/demo/sections/latest-podcasts.ts';
import type { PodcastWire } from '#src/lib/api/types.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { createNotificationStore, type NotificationStore } from '#src/lib/messages/index.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import latestPodcastsModule from './index.ts';
import { latestPodcastsEmptyText } from './LatestPodcasts.tsx';
import { latestPodcastsKey } from './latestPodcastsRequests.ts';
import { parseSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './LatestPodcasts.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The seeded episodes (ids from 1, oldest first), newest first. */
const episodes: PodcastWire[] = seedPodcasts
  .map((podcast, index) => ({ id: index + 1, ...podcast }))
  .reverse();
const titleOf = (id: number) => episodes.find((podcast) => podcast.id === id)!.title;

/** Answers GET /podcasts and GET /podcasts/{id} from `all`, recording each requested path. */
function answerPodcasts(all: PodcastWire[] = episodes) {
  const requested: string[] = [];
  server.use(
    http.get('*/podcasts', ({ request }) => {
      const url = new URL(request.url);
      requested.push(decodeURIComponent(`${url.pathname}${url.search}`));
      const perPage = Number(url.searchParams.get('per_page'));
      const exclude = url.searchParams.getAll('exclude[]').map(Number);
      const rest = all.filter((podcast) => !exclude.includes(podcast.id));
      return HttpResponse.json({
        data: rest.slice(0, perPage),
        meta: { current_page: 1, last_page: 1, per_page: perPage, total: rest.length },
      });
    }),
    http.get('*/podcasts/:id', ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      const podcast = all.find((candidate) => candidate.id === Number(params.id));
      return podcast
        ? HttpResponse.json({ data: podcast })
        : HttpResponse.json({ message: 'Podcast not found' }, { status: 404 });
    }),
  );
  return requested;
}

function parsedContent(content: Record<string, unknown>) {
  const result = parseSection(latestPodcastsModule, content);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return result.section;
}

function renderLatest(podcasts: unknown[] = [], notificationStore?: NotificationStore) {
  const section = parsedContent({ headline: 'New on the podcast', podcasts });
  render(
    <StoryProviders notificationStore={notificationStore}>
      <latestPodcastsModule.Render section={section} />
    </StoryProviders>,
  );
}

async function cardTitles() {
  return (await screen.findAllByRole('heading', { level: 3 })).map((title) => title.textContent);
}

const unableToLoad = 'Sorry, we were unable to load podcasts at this time';

testSectionSchema(latestPodcastsModule, {
  demos: latestPodcastsSections,
  required: {
    headline: {
      message: 'The headline is required.',
      wrongType: { message: 'The headline must be text.' },
    },
  },
});

testStoryCatalogue(latestPodcastsModule, stories);

describe('latest podcasts section', () => {
  it('shows the three newest episodes when none are pinned', async () => {
    const requested = answerPodcasts();
    renderLatest();
    expect(
      screen.getByRole('heading', { level: 2, name: 'New on the podcast' }),
    ).toBeInTheDocument();
    expect(await cardTitles()).toEqual([titleOf(8), titleOf(7), titleOf(6)]);
    expect(requested).toEqual(['/api/podcasts?per_page=3']);
  });

  it('puts a pinned episode first and fills the rest with the newest others', async () => {
    const requested = answerPodcasts();
    renderLatest([7]);
    expect(await cardTitles()).toEqual([titleOf(7), titleOf(8), titleOf(6)]);
    expect(requested.sort()).toEqual(
      ['/api/podcasts/7', '/api/podcasts?per_page=2&exclude[]=7'].sort(),
    );
  });

  it('asks only for the pinned episodes, in the editor’s order, when three are pinned', async () => {
    const requested = answerPodcasts();
    renderLatest([5, '1', { id: 3 }]);
    expect(await cardTitles()).toEqual([titleOf(5), titleOf(1), titleOf(3)]);
    expect(requested.sort()).toEqual(['/api/podcasts/1', '/api/podcasts/3', '/api/podcasts/5']);
  });

  it('skips a pinned episode that no longer exists', async () => {
    answerPodcasts();
    renderLatest([404, 2]);
    expect(await cardTitles()).toEqual([titleOf(2), titleOf(8)]);
  });

  it('links each episode to its platforms in a new tab', async () => {
    answerPodcasts();
    renderLatest([4, 5, 6]);
    await cardTitles();
    const spotify = screen.getAllByRole('link', { name: 'Spotify (opens in a new tab)' });
    expect(spotify).toHaveLength(3);
    expect(spotify[0]).toHaveAttribute('href', episodes[0]!.links[1]!.link);
    expect(spotify[0]).toHaveAttribute('target', '_blank');
  });

  it('announces loading, then says so when there are no episodes', async () => {
    answerPodcasts([]);
    renderLatest();
    expect(screen.getByRole('status')).toHaveTextContent('Loading podcasts...');
    expect(await screen.findByText(latestPodcastsEmptyText)).toBeInTheDocument();
  });

  it('shows the failure inline and as one error toast when the episodes cannot be loaded', async () => {
    server.use(
      http.get('*/podcasts', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    const store = createNotificationStore();
    renderLatest([], store);
    await waitFor(() => expect(screen.getAllByText(unableToLoad)).toHaveLength(2));
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ message: unableToLoad, status: 'error' }),
    ]);
  });

  it('keys its data by the requests it makes and prefetches under that key', async () => {
    expect(latestPodcastsKey(parsedContent({ headline: 'x' }).content)).toBe(
      '/podcasts?per_page=3',
    );
    expect(latestPodcastsKey(parsedContent({ headline: 'x', podcasts: [2, 5] }).content)).toBe(
      '/podcasts/2 + /podcasts/5 + /podcasts?per_page=1&exclude%5B%5D=2&exclude%5B%5D=5',
    );
    expect(latestPodcastsKey(parsedContent({ headline: 'x', podcasts: [1, 2, 3] }).content)).toBe(
      '/podcasts/1 + /podcasts/2 + /podcasts/3',
    );

    answerPodcasts();
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const { content } = parsedContent({ headline: 'x', podcasts: [3] });
    await expect(
      latestPodcastsModule.prefetch!(api, content, defaultPublicConfig),
    ).resolves.toEqual({
      [latestPodcastsKey(content)]: [
        episodes.find((podcast) => podcast.id === 3),
        ...episodes.slice(0, 2),
      ],
    });
  });

  it('reads pinned ids as numbers, drops repeats and keeps only the first three', () => {
    expect(
      parsedContent({ headline: 'x', podcasts: ['4', { id: 2 }, 4, 7, 9] }).content.podcasts,
    ).toEqual([4, 2, 7]);
    expect(parsedContent({ headline: 'x', podcasts: null }).content.podcasts).toEqual([]);
  });

  it('rejects content without a headline or with a pinned value that is not an id, naming the field', () => {
    expect(parseSection(latestPodcastsModule, { podcasts: [1] })).toMatchObject({
      ok: false,
      field: 'content.headline',
      message: 'The headline is required.',
    });
    expect(
      parseSection(latestPodcastsModule, { headline: 'x', podcasts: [1, 'latest'] }),
    ).toMatchObject({
      ok: false,
      field: 'content.podcasts.1',
      message: 'Each pinned podcast must be an episode id.',
    });
    expect(parseSection(latestPodcastsModule, { headline: 'x', podcasts: 5 })).toMatchObject({
      ok: false,
      field: 'content.podcasts',
    });
  });
});
