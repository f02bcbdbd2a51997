// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataResponse, ListResponse } from '#src/lib/api/types.ts';
import { seedPodcasts } from '#src/demo/podcastEpisodes.ts';
import { startTestApi, type TestApi } from '../testing/startTestApi.ts';
import type { PodcastWire } from '#src/lib/api/types.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function list(query = '') {
  const response = await api.request(`/podcasts${query}`);
  return { response, body: (await response.json()) as ListResponse<PodcastWire> };
}

const newestFirst = [...seedPodcasts].sort((a, b) => b.published_on.localeCompare(a.published_on));

describe('GET /podcasts', () => {
  it('lists the seeded episodes newest first, 15 to a page, with their platform links', async () => {
    const { response, body } = await list();
    expect(response.status).toBe(200);
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: seedPodcasts.length,
    });
    expect(body.data.map((podcast) => podcast.title)).toEqual(newestFirst.map((p) => p.title));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Episode 8: Succession sowing for a harvest every week',
      description: newestFirst[0]!.description,
      published_on: '2026-06-11',
      links: [
        {
          platform: 'Apple Podcasts',
          link: expect.stringMatching(/^https:\/\/podcasts\.apple\.com\//),
        },
        { platform: 'Spotify', link: expect.stringMatching(/^https:\/\/open\.spotify\.com\//) },
        { platform: 'YouTube', link: expect.stringMatching(/^https:\/\/www\.youtube\.com\//) },
      ],
    });
  });

  it('pages through the episodes with per_page and page', async () => {
    const { body } = await list('?per_page=3&page=2');
    expect(body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 3, total: 8 });
    expect(body.data.map((podcast) => podcast.title)).toEqual(
      newestFirst.slice(3, 6).map((p) => p.title),
    );
    expect((await list('?per_page=3&page=4')).body.data).toEqual([]);
  });

  it('caps per_page at 500 and falls back to 15 for a value that is not a positive number', async () => {
    expect((await list('?per_page=9000')).body.meta.per_page).toBe(500);
    expect((await list('?per_page=0')).body.meta.per_page).toBe(15);
    expect((await list('?per_page=lots&page=-2')).body.meta).toMatchObject({
      per_page: 15,
      current_page: 1,
    });
  });

  it('leaves out the excluded ids, sent as exclude[] or as a comma list', async () => {
    const all = (await list()).body.data;
    const [first, second, third] = all;
    const withBrackets = await list(`?per_page=2&exclude[]=${first!.id}&exclude[]=${second!.id}`);
    expect(withBrackets.body.data.map((podcast) => podcast.id)).toEqual([third!.id, all[3]!.id]);
    expect(withBrackets.body.meta.total).toBe(6);

    const withCommas = await list(`?per_page=1&exclude=${first!.id},${third!.id}`);
    expect(withCommas.body.data.map((podcast) => podcast.id)).toEqual([second!.id]);
    expect(withCommas.body.meta.total).toBe(6);
  });

  it('ignores excluded values that are not ids', async () => {
    const { response, body } = await list('?exclude=abc,,-1&exclude[]=99999999999');
    expect(response.status).toBe(200);
    expect(body.meta.total).toBe(8);
  });
});

describe('GET /podcasts/{id}', () => {
  it('answers one episode by id', async () => {
    const [newest] = (await list()).body.data;
    const response = await api.request(`/podcasts/${newest!.id}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as DataResponse<PodcastWire>).data).toEqual(newest);
  });

  it('answers 404 with a message for an id no episode has', async () => {
    for (const id of ['123456', 'not-a-number', '99999999999']) {
      const response = await api.request(`/podcasts/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Podcast not found' });
    }
  });
});
