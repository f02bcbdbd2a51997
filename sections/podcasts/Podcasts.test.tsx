import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { podcastsSections } from '#src/demo/sections/podcasts.ts';
import type { PodcastWire } from '#src/lib/api/types.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { createNotificationStore, type NotificationStore } from '#src/lib/messages/index.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import podcastsModule from './index.ts';
import { podcastsEmptyText } from './Podcasts.tsx';
import { parseSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './Podcasts.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const episodes: PodcastWire[] = seedPodcasts
  .map((podcast, index) => ({ id: index + 1, ...podcast }))
  .reverse();

/** Answers GET /podcasts (through the site's /api door or straight) with `respond`, recording each requested URL. */
function answerPodcasts(respond: () => Response) {
  const requested: string[] = [];
  server.use(
    http.get('*/podcasts', ({ request }) => {
      const url = new URL(request.url);
      requested.push(`${url.pathname}${url.search}`);
      return respond();
    }),
  );
  return requested;
}

const listOf = (data: PodcastWire[]) =>
  HttpResponse.json({
    data,
    meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length },
  });

function renderPodcasts(notificationStore?: NotificationStore) {
  const result = parseSection(podcastsModule, { headline: 'The Trellis kitchen-garden podcast' });
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  render(
    <StoryProviders notificationStore={notificationStore}>
      <podcastsModule.Render section={result.section} />
    </StoryProviders>,
  );
}

const unableToLoad = 'Sorry, we were unable to load podcasts at this time';

testSectionSchema(podcastsModule, {
  demos: podcastsSections,
  required: {
    headline: {
      message: 'The headline is required.',
      wrongType: { message: 'The headline must be text.' },
      empty: { value: '  ' },
    },
  },
});

testStoryCatalogue(podcastsModule, stories);

describe('podcasts section', () => {
  it('asks for every episode at once and lists them newest first under the headline', async () => {
    const requested = answerPodcasts(() => listOf(episodes));
    renderPodcasts();

    expect(
      screen.getByRole('heading', { level: 2, name: 'The Trellis kitchen-garden podcast' }),
    ).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(episodes.map((p) => p.title));
    expect(requested).toEqual(['/api/podcasts?per_page=500']);
  });

  it('shows each episode’s date and description, with its platforms opening in a new tab', async () => {
    answerPodcasts(() => listOf(episodes.slice(0, 1)));
    renderPodcasts();

    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(episodes[0]!.title);
    expect(screen.getByText('June 11, 2026')).toHaveAttribute('datetime', '2026-06-11');
    expect(screen.getByText(/^Little and often/)).toBeInTheDocument();
    const links = within(
      screen.getByRole('list', { name: `Listen to ${episodes[0]!.title}` }),
    ).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Apple Podcasts (opens in a new tab)',
      'Spotify (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', episodes[0]!.links[index]!.link);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('announces that podcasts are loading until they arrive', async () => {
    answerPodcasts(() => listOf(episodes));
    renderPodcasts();
    expect(screen.getByRole('status')).toHaveTextContent('Loading podcasts...');
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByText('Loading podcasts...')).not.toBeInTheDocument();
  });

  it('says so when there are no episodes', async () => {
    answerPodcasts(() => listOf([]));
    renderPodcasts();
    expect(await screen.findByText(podcastsEmptyText)).toBeInTheDocument();
  });

  it('shows the failure inline and as one error toast when the episodes cannot be loaded', async () => {
    answerPodcasts(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    const store = createNotificationStore();
    renderPodcasts(store);

    await waitFor(() => expect(screen.getAllByText(unableToLoad)).toHaveLength(2));
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ message: unableToLoad, status: 'error' }),
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('prefetches the same request on the server, keyed like its data hook', async () => {
    const requested = answerPodcasts(() => listOf(episodes.slice(0, 2)));
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const result = parseSection(podcastsModule, { headline: 'Podcast' });
    if (!result.ok) throw new Error(result.message);
    await expect(
      podcastsModule.prefetch!(api, result.section.content, defaultPublicConfig),
    ).resolves.toEqual({
      '/podcasts?per_page=500': episodes.slice(0, 2),
    });
    expect(requested).toEqual(['/podcasts?per_page=500']);
  });
});
