import { Router, type Request } from 'express';
import type { DataResponse, ListResponse, PodcastWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { pageMeta } from '../http/paging.ts';

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

const columns = `id, title, description, to_char(published_on, 'YYYY-MM-DD') AS published_on, links`;

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

    const { rows: counted } = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM podcasts WHERE NOT (id = ANY($1::int[]))',
      [exclude],
    );
    const total = counted[0]?.total ?? 0;
    const { rows } = await db.query<PodcastWire>(
      `SELECT ${columns} FROM podcasts WHERE NOT (id = ANY($1::int[]))
       ORDER BY published_on DESC, id DESC LIMIT $2 OFFSET $3`,
      [exclude, perPage, (page - 1) * perPage],
    );
    const body: ListResponse<PodcastWire> = {
      data: rows,
      meta: pageMeta({ page, perPage, total }),
    };
    res.json(body);
  });

  router.get('/podcasts/:id', async (req, res) => {
    const id = positiveInt(req.params.id, 0);
    const { rows } =
      id > 0 && id <= 2_147_483_647
        ? await db.query<PodcastWire>(`SELECT ${columns} FROM podcasts WHERE id = $1`, [id])
        : { rows: [] };
    const podcast = rows[0];
    if (!podcast) throw notFound('Podcast not found');
    const body: DataResponse<PodcastWire> = { data: podcast };
    res.json(body);
  });

  return router;
}
