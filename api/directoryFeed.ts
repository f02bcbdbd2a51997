import type { CardResource } from '#src/lib/api/types.ts';
import type { Range } from './availability.ts';
import type { Database } from './db/database.ts';
import type { FieldErrors } from './http/errors.ts';
import { addError, idList, stringList } from './http/validate.ts';
import { readRegionFilter, type RegionFilter } from './regions.ts';

// The feeds of the directory: what a list of designers, businesses or posts is filtered by, and the
// SQL of its pages (POST /gimme-dat/ and GET /providers).

/** The longest search text read (longer text is cut). */
const maxSearchLength = 100;

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
 * The search (the name or a city), region and expertise filters of the coaches' and the businesses'
 * feeds: the same rules over the owner's own address and expertise tables (`u` is the owner).
 */
function ownerFilters(
  params: Params,
  filter: FeedFilter,
  owner: 'user' | 'provider',
  name: string,
): string[] {
  const where: string[] = [];
  if (filter.search) {
    const search = params.add(filter.search);
    where.push(`(strpos(lower(${name}), ${search}) > 0
      OR EXISTS (SELECT 1 FROM ${owner}_addresses a WHERE a.${owner}_id = u.id
                 AND strpos(lower(coalesce(a.city, '')), ${search}) > 0))`);
  }
  if (filter.region) {
    where.push(regionClause(params, filter.region, `${owner}_addresses`, `${owner}_id`, 'u.id'));
  }
  if (filter.expertise) {
    where.push(`EXISTS (SELECT 1 FROM ${owner}_expertises e WHERE e.${owner}_id = u.id
                AND e.expertise_id = ANY(${params.add(filter.expertise)}::int[]))`);
  }
  return where;
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
    where.push(...ownerFilters(params, filter, 'user', "u.first_name || ' ' || u.last_name"));
    return {
      from: 'users u',
      where,
      order: (page) =>
        `array_position(${page.add([...favourites])}::int[], u.id) NULLS LAST, u.last_name, u.first_name, u.id`,
      params,
    };
  }
  if (resource === 'providers') {
    where.push(...ownerFilters(params, filter, 'provider', 'u.name'));
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

/** The hand-picked ids that may be shown: active public coaches, existing businesses and posts. */
export async function shownSelections(
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
