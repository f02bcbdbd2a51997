import { Router, type Request } from 'express';
import type { DataResponse, ListResponse, PodcastWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { pageMeta } from '../http/paging.ts';
import { findPodcast, listPodcasts } from '../podcasts.ts';

/** One platform an episode can be heard on, e.g. `{ platform: 'Spotify', link: 'https://…' }`. */
export const podcastsPerPage = { default: 15, max: 500 } as const;

/** A positive whole number from the query, or the fallback when it is missing or not one. */
function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

/**
 * The ids to leave out, as the front end's client sends them (`exclude[]=1&exclude[]=2`) or written
 * by hand (`exclude=1,2`); anything that is not an id is ignored.
 */
export function excludedIds(query: Request['query']): number[] {
  const raw = [query.exclude, query['exclude[]']].flat();
  const ids = raw
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((value) => value.trim())
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)];
}

/** Podcast episodes, newest first. */
export function podcastRoutes(db: Database): Router {
  const router = Router();

  router.get('/podcasts', async (req, res) => {
    const perPage = Math.min(
      positiveInt(req.query.per_page, podcastsPerPage.default),
      podcastsPerPage.max,
    );
    const page = positiveInt(req.query.page, 1);
    const exclude = excludedIds(req.query);

    const { rows, total } = await listPodcasts(db, exclude, {
      perPage,
      offset: (page - 1) * perPage,
    });
    const body: ListResponse<PodcastWire> = {
      data: rows,
      meta: pageMeta({ page, perPage, total }),
    };
    res.json(body);
  });

  router.get('/podcasts/:id', async (req, res) => {
    const id = positiveInt(req.params.id, 0);
    const podcast = id > 0 && id <= 2_147_483_647 ? await findPodcast(db, id) : null;
    if (!podcast) throw notFound('Podcast not found');
    const body: DataResponse<PodcastWire> = { data: podcast };
    res.json(body);
  });

  return router;
}
