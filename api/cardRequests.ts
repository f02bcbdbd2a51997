import type {
  AvailabilityWindowWire,
  CardResource,
  CardWire,
  CoachCardWire,
} from '#src/lib/api/types.ts';
import { dayMs, earliestOfferedStart, type Range } from './availability.ts';
import { toWindowWire, type StoredWindow } from './coaching.ts';
import type { Database } from './db/database.ts';
import { loadCoachCards, loadPosts, loadProviders } from './directory.ts';
import { readFeedFilter, type FeedFilter } from './directoryFeed.ts';
import { validationError, type FieldErrors } from './http/errors.ts';
import { addError, bodyOf, idList, wholeNumber } from './http/validate.ts';
import type { Presence } from './presence.ts';

// The cards of the card grids (POST /gimme-dat/): the request, checked, and the cards it asks for.

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

/** The cards of these ids, in that order. */
export async function cardsOf(
  db: Database,
  resource: CardResource,
  ids: number[],
  presence: Presence | undefined,
): Promise<CardWire[]> {
  if (resource === 'coaches') return loadCoachCards(db, ids, presence);
  if (resource === 'providers') return loadProviders(db, ids);
  return loadPosts(db, ids);
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
export async function withUpcomingAvailability(
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
