import { Router, type Request } from 'express';
import type {
  AvailabilityWindowWire,
  CardResource,
  CardWire,
  CoachCardWire,
  CourseWire,
  DataResponse,
  FavoritesWire,
  ListMeta,
  ListResponse,
  NamedWire,
  PostWire,
} from '#src/api/types.ts';
import { currentSession, requireSession } from '../auth/currentUser.ts';
import { dayMs, earliestOfferedStart, type Range } from '../availability.ts';
import { toWindowWire, type StoredWindow } from '../coaching.ts';
import type { Database } from '../db/database.ts';
import { loadCoachCards, loadPosts, loadProviders } from '../directory.ts';
import { idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { addError, bodyOf } from '../http/validate.ts';
import type { Presence } from '../presence.ts';
import { readRegionFilter, type RegionFilter } from '../regions.ts';
import { parseUserIds } from './users.ts';

export const cardResources: readonly CardResource[] = ['coaches', 'providers', 'posts'];

/** Cards per page of POST /gimme-dat/: the default (also for a count of 0 or none) and the most. */
export const cardCount = { default: 9, max: 60 } as const;
/** `limit` (the designer list asks for every designer at once: 9999) may go this high. */
export const maxCardLimit = 9999;
/** `options.upcoming_availability`: a window in the next this many days. */
export const upcomingAvailabilityDays = 30;
/** The singular card types the designer list sends as `type`. */
const cardTypes: Record<string, CardResource> = {
  coach: 'coaches',
  provider: 'providers',
  post: 'posts',
};
/** At most this many hand-picked ids are read. */
export const maxSelections = 100;
/** The longest search text read (longer text is cut). */
const maxSearchLength = 100;

/** A whole number sent as a number or as its digits, or null. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** Positive ids from a list or a single value (numbers or digits); anything else is dropped. */
function idList(value: unknown): number[] {
  const values = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  const ids: number[] = [];
  for (const entry of values) {
    const id = wholeNumber(entry);
    if (id !== null && id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Strings from a list or a single value (a single string may be a comma list). */
function stringList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string');
  if (typeof value === 'string') return value.split(',');
  return [];
}

/** What a feed is filtered by. Null means "no filter". */
export interface FeedFilter {
  search: string | null;
  region: RegionFilter | null;
  expertise: number[] | null;
  tag: number[] | null;
  topic: number[] | null;
}

function searchText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase().slice(0, maxSearchLength);
  return text || null;
}

/**
 * The filters of a feed query (POST /gimme-dat/ `query`, or the query string of a list): errors
 * are recorded under `prefix` + field.
 */
export function readFeedFilter(
  errors: FieldErrors,
  query: Record<string, unknown>,
  resource: CardResource,
  prefix = '',
): FeedFilter {
  // The site sends `search` for posts and `advancedSearch` for coaches and providers; either works.
  const search =
    resource === 'posts'
      ? searchText(query.search ?? query.advancedSearch)
      : searchText(query.advancedSearch ?? query.search);

  let region: RegionFilter | null = null;
  const regionValues = stringList(query.region ?? query['region[]']).filter((value) =>
    value.trim(),
  );
  if (regionValues.length > 0) {
    region = readRegionFilter(regionValues);
    if (!region) {
      addError(
        errors,
        `${prefix}region`,
        "The selected region is invalid: use US state codes, 'canada' or 'australia'.",
      );
    }
  }

  const ids = (field: 'expertise' | 'tag' | 'topic'): number[] | null => {
    const raw = query[field] ?? query[`${field}[]`];
    if (raw === undefined || raw === null || raw === '') return null;
    const list = idList(raw);
    const sent = Array.isArray(raw) ? raw.length : 1;
    if (list.length === 0 && sent > 0) {
      addError(errors, `${prefix}${field}`, `The ${field} must be an id or a list of ids.`);
      return null;
    }
    return list.length > 0 ? list : null;
  };

  return { search, region, expertise: ids('expertise'), tag: ids('tag'), topic: ids('topic') };
}

/** Builds the parameters of a query as the clauses are written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface FeedSql {
  from: string;
  where: string[];
  /** The ORDER BY of a page (its own parameters go into the page's query only). */
  order: (params: Params) => string;
  params: Params;
}

/** The region filter on the first address of `addressTable` (rows keyed by `ownerColumn`). */
function regionClause(
  params: Params,
  region: RegionFilter,
  addressTable: 'user_addresses' | 'provider_addresses',
  ownerColumn: 'user_id' | 'provider_id',
  ownerId: string,
): string {
  const states = params.add(region.usStates);
  const countries = params.add(region.countries);
  return `EXISTS (
    SELECT 1 FROM (
      SELECT state, coalesce(country, 'US') AS country FROM ${addressTable}
      WHERE ${ownerColumn} = ${ownerId} ORDER BY position, id LIMIT 1
    ) first_address
    WHERE (first_address.country = 'US' AND upper(trim(first_address.state)) = ANY(${states}::text[]))
       OR first_address.country = ANY(${countries}::text[])
  )`;
}

/**
 * The feed of a resource: active public coaches (favourites first, then by name), businesses (by
 * name) or posts (newest first), filtered.
 */
export function feedSql(
  resource: CardResource,
  filter: FeedFilter,
  favourites: readonly number[] = [],
  upcoming: Range | null = null,
): FeedSql {
  const params = new Params();
  const where: string[] = [];
  if (resource === 'coaches') {
    where.push('u.coach', "u.coach_status = 'active'", "u.status = 'active'");
    if (upcoming) {
      // Bookable (a video account) and with a window someone could still book in the range.
      where.push(
        'u.has_zoom',
        `EXISTS (SELECT 1 FROM availability_windows w WHERE w.user_id = u.id
           AND w.available_end > ${params.add(new Date(upcoming.start))}
           AND w.available_start < ${params.add(new Date(upcoming.end))})`,
      );
    }
    if (filter.search) {
      const search = params.add(filter.search);
      where.push(`(strpos(lower(u.first_name || ' ' || u.last_name), ${search}) > 0
        OR EXISTS (SELECT 1 FROM user_addresses a WHERE a.user_id = u.id
                   AND strpos(lower(coalesce(a.city, '')), ${search}) > 0))`);
    }
    if (filter.region) {
      where.push(regionClause(params, filter.region, 'user_addresses', 'user_id', 'u.id'));
    }
    if (filter.expertise) {
      where.push(`EXISTS (SELECT 1 FROM user_expertises e WHERE e.user_id = u.id
                  AND e.expertise_id = ANY(${params.add(filter.expertise)}::int[]))`);
    }
    return {
      from: 'users u',
      where,
      order: (page) =>
        `array_position(${page.add([...favourites])}::int[], u.id) NULLS LAST, u.last_name, u.first_name, u.id`,
      params,
    };
  }
  if (resource === 'providers') {
    if (filter.search) {
      const search = params.add(filter.search);
      where.push(`(strpos(lower(u.name), ${search}) > 0
        OR EXISTS (SELECT 1 FROM provider_addresses a WHERE a.provider_id = u.id
                   AND strpos(lower(coalesce(a.city, '')), ${search}) > 0))`);
    }
    if (filter.region) {
      where.push(regionClause(params, filter.region, 'provider_addresses', 'provider_id', 'u.id'));
    }
    if (filter.expertise) {
      where.push(`EXISTS (SELECT 1 FROM provider_expertises e WHERE e.provider_id = u.id
                  AND e.expertise_id = ANY(${params.add(filter.expertise)}::int[]))`);
    }
    return { from: 'providers u', where, order: () => 'lower(u.name), u.id', params };
  }
  if (filter.search) {
    const search = params.add(filter.search);
    where.push(`(strpos(lower(u.title), ${search}) > 0
      OR strpos(lower(coalesce(u.headline, '')), ${search}) > 0
      OR strpos(lower(coalesce(u.description, '')), ${search}) > 0)`);
  }
  if (filter.tag) {
    where.push(`EXISTS (SELECT 1 FROM post_tags t WHERE t.post_id = u.id
                AND t.tag_id = ANY(${params.add(filter.tag)}::int[]))`);
  }
  if (filter.topic) {
    where.push(`EXISTS (SELECT 1 FROM post_topics t WHERE t.post_id = u.id
                AND t.topic_id = ANY(${params.add(filter.topic)}::int[]))`);
  }
  return { from: 'posts u', where, order: () => 'u.published_on DESC, u.id DESC', params };
}

/** One page of a feed: the ids on it and how many there are in all. */
export async function feedPage(
  db: Database,
  sql: FeedSql,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const where = sql.where.length > 0 ? `WHERE ${sql.where.join(' AND ')}` : '';
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${sql.from} ${where}`,
    sql.params.values,
  );
  const page = new Params();
  page.values.push(...sql.params.values);
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM ${sql.from} ${where} ORDER BY ${sql.order(page)}
     LIMIT ${page.add(limit)} OFFSET ${page.add(offset)}`,
    page.values,
  );
  return { ids: rows.map((row) => row.id), total: counted.rows[0]?.total ?? 0 };
}

/** The cards of these ids, in that order. */
async function cardsOf(
  db: Database,
  resource: CardResource,
  ids: number[],
  presence: Presence | undefined,
): Promise<CardWire[]> {
  if (resource === 'coaches') return loadCoachCards(db, ids, presence);
  if (resource === 'providers') return loadProviders(db, ids);
  return loadPosts(db, ids);
}

/** The hand-picked ids that may be shown: active public coaches, existing businesses and posts. */
async function shownSelections(
  db: Database,
  resource: CardResource,
  ids: number[],
  upcoming: Range | null,
): Promise<number[]> {
  const sql = feedSql(
    resource,
    { search: null, region: null, expertise: null, tag: null, topic: null },
    [],
    upcoming,
  );
  const where = [...sql.where, `u.id = ANY(${sql.params.add(ids)}::int[])`];
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM ${sql.from} WHERE ${where.join(' AND ')}`,
    sql.params.values,
  );
  const shown = new Set(rows.map((row) => row.id));
  return ids.filter((id) => shown.has(id));
}

interface CardRequest {
  resource: CardResource;
  count: number;
  selections: number[];
  filter: FeedFilter;
  page: number;
  /** Designers only: those with a window in the next 30 days, each card carrying those windows. */
  upcomingAvailability: boolean;
}

/** The options of a card request, as an object of flags or a list of names. */
function readOptions(errors: FieldErrors, value: unknown): Set<string> {
  if (value === undefined || value === null) return new Set();
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
    return new Set(value as string[]);
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    return new Set(
      Object.entries(value as Record<string, unknown>)
        .filter(([, on]) => on === true || on === 'true' || on === 1 || on === '1')
        .map(([name]) => name),
    );
  }
  addError(errors, 'options', 'The options must be an object of flags or a list of names.');
  return new Set();
}

/** The body of POST /gimme-dat/, checked: 422 with every error otherwise. */
export function readCardRequest(rawBody: unknown): CardRequest {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};

  let resource: CardResource = 'posts';
  const typed = typeof body.type === 'string' ? cardTypes[body.type] : undefined;
  if (body.type !== undefined && body.type !== null && body.type !== '' && !typed) {
    addError(errors, 'type', "The selected type is invalid: use 'coach', 'provider' or 'post'.");
  }
  if (body.resource === undefined || body.resource === null || body.resource === '') {
    if (typed) resource = typed;
    else if (!errors.type) addError(errors, 'resource', 'The resource field is required.');
  } else if (!cardResources.includes(body.resource as CardResource)) {
    addError(
      errors,
      'resource',
      "The selected resource is invalid: use 'coaches', 'providers' or 'posts'.",
    );
  } else {
    resource = body.resource as CardResource;
  }

  let count: number = cardCount.default;
  if (body.count !== undefined && body.count !== null && body.count !== '') {
    const value = wholeNumber(body.count);
    if (value === null) addError(errors, 'count', 'The count must be an integer.');
    else if (value < 0) addError(errors, 'count', 'The count must be at least 0.');
    else if (value > cardCount.max) {
      addError(errors, 'count', `The count must not be greater than ${cardCount.max}.`);
    } else if (value > 0) count = value;
  }

  if (body.limit !== undefined && body.limit !== null && body.limit !== '') {
    const value = wholeNumber(body.limit);
    if (value === null || value < 1 || value > maxCardLimit) {
      addError(errors, 'limit', `The limit must be an integer from 1 to ${maxCardLimit}.`);
    } else count = value;
  }

  const options = readOptions(errors, body.options);
  const upcomingAvailability = options.has('upcoming_availability');
  if (upcomingAvailability && resource !== 'coaches' && !errors.resource) {
    addError(errors, 'options', 'Upcoming availability is an option of designer cards only.');
  }

  let selections: number[] = [];
  if (body.selections !== undefined && body.selections !== null) {
    if (!Array.isArray(body.selections)) {
      addError(errors, 'selections', 'The selections must be a list of ids.');
    } else {
      selections = idList(body.selections).slice(0, maxSelections);
    }
  }

  let query: Record<string, unknown> = {};
  if (body.query !== undefined && body.query !== null) {
    if (typeof body.query !== 'object' || Array.isArray(body.query)) {
      addError(errors, 'query', 'The query must be an object.');
    } else {
      query = body.query as Record<string, unknown>;
    }
  }
  const filter = readFeedFilter(errors, query, resource, 'query.');

  let page = 0;
  if (query.page !== undefined && query.page !== null && query.page !== '') {
    const value = wholeNumber(query.page);
    if (value === null || value < 0) {
      addError(errors, 'query.page', 'The page must be an integer of at least 0.');
    } else page = value;
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { resource, count, selections, filter, page, upcomingAvailability };
}

/** The range `upcoming_availability` looks in: from the earliest bookable start for 30 days. */
export const upcomingRange = (now: Date): Range => ({
  start: earliestOfferedStart(now),
  end: now.getTime() + upcomingAvailabilityDays * dayMs,
});

/** The designer cards, each with its windows overlapping `range` (by start). */
async function withUpcomingAvailability(
  db: Database,
  cards: CoachCardWire[],
  range: Range,
): Promise<CoachCardWire[]> {
  const { rows } = await db.query<{
    id: number;
    user_id: number;
    available_start: Date;
    available_end: Date;
  }>(
    `SELECT id, user_id, available_start, available_end FROM availability_windows
     WHERE user_id = ANY($1::int[]) AND available_end > $2 AND available_start < $3
     ORDER BY available_start, id`,
    [cards.map((card) => card.id), new Date(range.start), new Date(range.end)],
  );
  const windows = new Map<number, AvailabilityWindowWire[]>();
  for (const row of rows) {
    const stored: StoredWindow = {
      id: row.id,
      start: row.available_start.getTime(),
      end: row.available_end.getTime(),
    };
    windows.set(row.user_id, [...(windows.get(row.user_id) ?? []), toWindowWire(stored)]);
  }
  return cards.map((card) => ({ ...card, upcoming_availability: windows.get(card.id) ?? [] }));
}

/** The ids of `?ids[]=1&ids[]=2` (also `ids=1,2`), as the users lookup reads them. */
const queryIds = (query: Request['query']) => parseUserIds(query);

const postsLimit = { default: 12, max: 100 } as const;

/**
 * The directory and discovery calls (docs/spec/features.md §2.3, §3, §7): expertises, tags and
 * topics; the cards of the card grids (POST /gimme-dat/); posts and courses by id; favourite coaches.
 */
export function directoryRoutes(db: Database, presence?: Presence): Router {
  const router = Router();

  for (const table of ['expertises', 'tags', 'topics'] as const) {
    router.get(`/${table}`, async (_req, res) => {
      const { rows } = await db.query<NamedWire>(
        `SELECT id, name FROM ${table} ORDER BY lower(name), id`,
      );
      res.json({ data: rows } satisfies DataResponse<NamedWire[]>);
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
      const meta: ListMeta = {
        current_page: 0,
        last_page: 0,
        per_page: data.length,
        total: data.length,
      };
      res.json({ data, meta } satisfies ListResponse<CardWire>);
      return;
    }

    const session = resource === 'coaches' ? await currentSession(db, req) : null;
    const favourites = (session?.user.favorite_coaches ?? [])
      .map((entry) => wholeNumber(entry?.id))
      .filter((id): id is number => id !== null);
    const sql = feedSql(resource, filter, favourites, upcoming);
    const { ids, total } = await feedPage(db, sql, count, page * count);
    const data = await cards(ids);
    const meta: ListMeta = {
      current_page: page,
      last_page: Math.max(0, Math.ceil(total / count) - 1),
      per_page: count,
      total,
    };
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
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM posts ORDER BY published_on DESC, id DESC LIMIT $1',
      [limit],
    );
    const newest = rows.map((row) => row.id);
    res.json({ data: await loadPosts(db, newest) } satisfies DataResponse<PostWire[]>);
  });

  router.get('/posts/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Post not found');
    const [post] = await loadPosts(db, [id]);
    if (!post) throw notFound('Post not found');
    res.json({ data: post } satisfies DataResponse<PostWire>);
  });

  router.get('/courses', async (req, res) => {
    const ids = queryIds(req.query);
    const { rows } = await db.query<CourseWire>(
      ids.length > 0
        ? 'SELECT id, slug, title, description, image, url FROM courses WHERE id = ANY($1::int[])'
        : 'SELECT id, slug, title, description, image, url FROM courses ORDER BY id',
      ids.length > 0 ? [ids] : [],
    );
    const data =
      ids.length > 0 ? ids.flatMap((id) => rows.filter((course) => course.id === id)) : rows;
    res.json({ data } satisfies DataResponse<CourseWire[]>);
  });

  /** Adds the coach to the signed-in person's favourites, or takes them off: the list as it now is. */
  router.post('/coaches/favorite/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const coachId = idParam(req.params.id, 'Coach not found');
    const { rows: coaches } = await db.query('SELECT 1 FROM users WHERE id = $1 AND coach', [
      coachId,
    ]);
    if (coaches.length === 0) throw notFound('Coach not found');
    const { rows } = await db.query<{ favorite_coaches: FavoritesWire }>(
      `UPDATE users SET favorite_coaches = CASE
         WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(favorite_coaches) entry
                      WHERE entry->>'id' = $2::text)
         THEN (SELECT coalesce(jsonb_agg(entry ORDER BY position), '[]'::jsonb)
               FROM jsonb_array_elements(favorite_coaches) WITH ORDINALITY AS kept(entry, position)
               WHERE entry->>'id' IS DISTINCT FROM $2::text)
         ELSE favorite_coaches || jsonb_build_array(jsonb_build_object('id', $2::int))
       END, updated_at = now()
       WHERE id = $1 RETURNING favorite_coaches`,
      [user.id, coachId],
    );
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: rows[0]!.favorite_coaches } satisfies DataResponse<FavoritesWire>);
  });

  return router;
}
