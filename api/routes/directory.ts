import { Router } from 'express';
import type {
  CardWire,
  CoachCardWire,
  CourseWire,
  DataResponse,
  FavoritesWire,
  ListResponse,
  NamedWire,
  PostWire,
} from '#src/lib/api/types.ts';
import { currentSession, requireSession } from '../auth/currentUser.ts';
import {
  cardsOf,
  readCardRequest,
  upcomingRange,
  withUpcomingAvailability,
} from '../cardRequests.ts';
import type { Database } from '../db/database.ts';
import { loadPosts } from '../directory.ts';
import { feedPage, feedSql, shownSelections } from '../directoryFeed.ts';
import {
  coursesOf,
  isCoach,
  namedList,
  namedLists,
  newestPostIds,
  toggleFavoriteCoach,
} from '../discovery.ts';
import { idParam, notFound } from '../http/errors.ts';
import { pageMeta, wholeListMeta } from '../http/paging.ts';
import { queryIds, wholeNumber } from '../http/validate.ts';
import type { Presence } from '../presence.ts';

export { cardCount, maxCardLimit } from '../cardRequests.ts';

const postsLimit = { default: 12, max: 100 } as const;

/**
 * The directory and discovery calls (docs/spec/features.md §2.3, §3, §7): expertises, tags and
 * topics; the cards of the card grids (POST /gimme-dat/); posts and courses by id; favourite coaches.
 */
export function directoryRoutes(db: Database, presence?: Presence): Router {
  const router = Router();

  for (const table of namedLists) {
    router.get(`/${table}`, async (_req, res) => {
      res.json({ data: await namedList(db, table) } satisfies DataResponse<NamedWire[]>);
    });
  }

  // Express matches the path with or without the trailing slash.
  router.post('/gimme-dat', async (req, res) => {
    const request = readCardRequest(req.body);
    const { resource, count, selections, filter, page, upcomingAvailability } = request;
    res.set('Cache-Control', 'private, no-store');
    const now = new Date();
    const upcoming = upcomingAvailability ? upcomingRange(now) : null;
    const cards = async (ids: number[]) => {
      const data = await cardsOf(db, resource, ids, presence);
      return upcoming ? withUpcomingAvailability(db, data as CoachCardWire[], upcoming) : data;
    };

    if (selections.length > 0) {
      const ids = await shownSelections(db, resource, selections, upcoming);
      const data = await cards(ids);
      res.json({ data, meta: wholeListMeta(data.length) } satisfies ListResponse<CardWire>);
      return;
    }

    const session = resource === 'coaches' ? await currentSession(db, req) : null;
    const favourites = (session?.user.favorite_coaches ?? [])
      .map((entry) => wholeNumber(entry?.id))
      .filter((id): id is number => id !== null);
    const sql = feedSql(resource, filter, favourites, upcoming);
    const { ids, total } = await feedPage(db, sql, count, page * count);
    const data = await cards(ids);
    const meta = pageMeta({ page, perPage: count, total }, 0);
    res.json({ data, meta } satisfies ListResponse<CardWire>);
  });

  router.get('/posts', async (req, res) => {
    const ids = queryIds(req.query);
    if (ids.length > 0) {
      res.json({ data: await loadPosts(db, ids) } satisfies DataResponse<PostWire[]>);
      return;
    }
    const asked = wholeNumber(req.query.limit);
    const limit = Math.min(
      asked !== null && asked > 0 ? asked : postsLimit.default,
      postsLimit.max,
    );
    const newest = await newestPostIds(db, limit);
    res.json({ data: await loadPosts(db, newest) } satisfies DataResponse<PostWire[]>);
  });

  router.get('/posts/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Post not found');
    const [post] = await loadPosts(db, [id]);
    if (!post) throw notFound('Post not found');
    res.json({ data: post } satisfies DataResponse<PostWire>);
  });

  router.get('/courses', async (req, res) => {
    const data = await coursesOf(db, queryIds(req.query));
    res.json({ data } satisfies DataResponse<CourseWire[]>);
  });

  /** Adds the coach to the signed-in person's favourites, or takes them off: the list as it now is. */
  router.post('/coaches/favorite/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const coachId = idParam(req.params.id, 'Coach not found');
    if (!(await isCoach(db, coachId))) throw notFound('Coach not found');
    const favourites = await toggleFavoriteCoach(db, user.id, coachId);
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: favourites } satisfies DataResponse<FavoritesWire>);
  });

  return router;
}
