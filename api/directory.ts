import type { Transaction } from '@electric-sql/pglite';
import type {
  CoachCardWire,
  NamedWire,
  PersonSummaryWire,
  PostWire,
  ProviderAddressWire,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { toCoachWire, type CoachProfile } from './coaches.ts';
import type { Database } from './db/database.ts';
import { groupBy } from './db/rows.ts';
import type { Presence } from './presence.ts';
import { currentSubscriptionIds } from './subscriptions.ts';
import type { UserRow } from './users.ts';

type Queryable = Database | Transaction;

/* ── Loading cards ─────────────────────────────────────────────────────────────────────────── */

/**
 * An owner's ordered list (its properties, addresses or portfolio: `table` has `position`) for several
 * owners at once, grouped by owner. `columns` besides the owner's; the names are this module's own.
 */
async function orderedListsOf<T>(
  db: Queryable,
  table: string,
  owner: 'user_id' | 'provider_id',
  columns: string,
  ids: number[],
): Promise<Map<number, T[]>> {
  const { rows } = await db.query<T & Record<typeof owner, number>>(
    `SELECT ${owner}, ${columns} FROM ${table}
     WHERE ${owner} = ANY($1::int[]) ORDER BY ${owner}, position, id`,
    [ids],
  );
  return groupBy(rows, (row) => row[owner]);
}

/** The expertises of several users or businesses at once, by name, grouped by owner. */
async function expertisesOf(
  db: Queryable,
  owner: 'user' | 'provider',
  ids: number[],
): Promise<Map<number, NamedWire[]>> {
  const { rows } = await db.query<NamedWire & { owner: number }>(
    `SELECT ${owner}_expertises.${owner}_id AS owner, expertises.id, expertises.name
     FROM ${owner}_expertises JOIN expertises ON expertises.id = ${owner}_expertises.expertise_id
     WHERE ${owner}_expertises.${owner}_id = ANY($1::int[]) ORDER BY expertises.name`,
    [ids],
  );
  return groupBy(rows, (row) => row.owner);
}

/** `items` in the order of `ids`, those missing left out. */
function inOrder<T extends { id: number }>(ids: readonly number[], items: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** The coach profiles of several users at once (as loadCoachProfile loads one). */
export async function loadCoachProfiles(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, CoachProfile>> {
  const list = [...ids];
  const byUser = {
    properties: await orderedListsOf<{ id: number; name: string; property: string }>(
      db,
      'user_properties',
      'user_id',
      'id, name, property',
      list,
    ),
    addresses: await orderedListsOf<{ city: string | null; state: string | null }>(
      db,
      'user_addresses',
      'user_id',
      'city, state',
      list,
    ),
    expertises: await expertisesOf(db, 'user', list),
    portfolio: await orderedListsOf<{ id: number; image: string }>(
      db,
      'user_portfolio_images',
      'user_id',
      'id, image',
      list,
    ),
  };
  return new Map(
    list.map((id) => [
      id,
      {
        properties: (byUser.properties.get(id) ?? []).map(({ id, name, property }) => ({
          id,
          name,
          property,
        })),
        addresses: (byUser.addresses.get(id) ?? []).map(({ city, state }) => ({ city, state })),
        expertises: (byUser.expertises.get(id) ?? []).map(({ id, name }) => ({ id, name })),
        portfolio: (byUser.portfolio.get(id) ?? []).map(({ id, image }) => ({ id, image })),
      },
    ]),
  );
}

/**
 * Coach cards for these user ids, in that order (ids that are not users are left out; the caller
 * decides who may be shown). `online` is whether the coach has an open real-time connection.
 */
export async function loadCoachCards(
  db: Queryable,
  ids: readonly number[],
  presence?: Presence,
): Promise<CoachCardWire[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::int[])', [
    [...ids],
  ]);
  const profiles = await loadCoachProfiles(
    db,
    rows.map((row) => row.id),
  );
  const cards = rows.map((user) => ({
    ...toCoachWire(user, profiles.get(user.id)!),
    online: presence?.isOnline(user.id) ?? false,
  }));
  return inOrder(ids, cards);
}

interface ProviderRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  user_id: number | null;
  logo: string | null;
  cover: string | null;
}

/** Businesses for these ids, in that order (unknown ids left out). */
export async function loadProviders(
  db: Queryable,
  ids: readonly number[],
): Promise<ProviderWire[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const providers = await db.query<ProviderRow>(
    `SELECT id, slug, name, description, user_id, logo, cover FROM providers
     WHERE id = ANY($1::int[])`,
    [list],
  );
  const coaches = await db.query<{
    provider_id: number;
    id: number;
    first_name: string;
    last_name: string;
    avatar: string | null;
  }>(
    `SELECT provider_coaches.provider_id, users.id, users.first_name, users.last_name, users.avatar
     FROM provider_coaches JOIN users ON users.id = provider_coaches.user_id
     WHERE provider_coaches.provider_id = ANY($1::int[])
     ORDER BY provider_coaches.provider_id, provider_coaches.position, users.id`,
    [list],
  );
  const subscriptions = await currentSubscriptionIds(db, list);
  const byProvider = {
    addresses: await orderedListsOf<ProviderAddressWire & { id: number }>(
      db,
      'provider_addresses',
      'provider_id',
      'id, phone, address, city, state, postal_code, country',
      list,
    ),
    properties: await orderedListsOf<{ id: number; name: string; property: string }>(
      db,
      'provider_properties',
      'provider_id',
      'id, name, property',
      list,
    ),
    expertises: await expertisesOf(db, 'provider', list),
    portfolio: await orderedListsOf<{ id: number; image: string }>(
      db,
      'provider_portfolio_images',
      'provider_id',
      'id, image',
      list,
    ),
    coaches: groupBy(coaches.rows, (row) => row.provider_id),
  };
  const wires = providers.rows.map((provider): ProviderWire => ({
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    description: provider.description,
    user_id: provider.user_id,
    addresses: (byProvider.addresses.get(provider.id) ?? []).map(
      ({ id, phone, address, city, state, postal_code, country }) => ({
        id,
        phone,
        address,
        city,
        state,
        postal_code,
        country,
      }),
    ),
    properties: (byProvider.properties.get(provider.id) ?? []).map(({ id, name, property }) => ({
      id,
      name,
      property,
    })),
    expertises: (byProvider.expertises.get(provider.id) ?? []).map(({ id, name }) => ({
      id,
      name,
    })),
    images: {
      logo: { image: provider.logo },
      cover: { image: provider.cover },
      portfolio: (byProvider.portfolio.get(provider.id) ?? []).map(({ id, image }) => ({
        id,
        image,
      })),
    },
    coaches: (byProvider.coaches.get(provider.id) ?? []).map(
      ({ id, first_name, last_name, avatar }): PersonSummaryWire => ({
        id,
        first_name,
        last_name,
        images: { avatar: { image: avatar } },
      }),
    ),
    subscription_id: subscriptions.get(provider.id) ?? null,
  }));
  return inOrder(ids, wires);
}

/** Posts for these ids, in that order (unknown ids left out). */
export async function loadPosts(db: Queryable, ids: readonly number[]): Promise<PostWire[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const posts = await db.query<Omit<PostWire, 'tags' | 'topics'>>(
    `SELECT id, slug, title, image, headline, subheadline, description, type,
            to_char(published_on, 'YYYY-MM-DD') AS published_on
     FROM posts WHERE id = ANY($1::int[])`,
    [list],
  );
  const tags = await db.query<NamedWire & { post_id: number }>(
    `SELECT post_tags.post_id, tags.id, tags.name FROM post_tags
     JOIN tags ON tags.id = post_tags.tag_id
     WHERE post_tags.post_id = ANY($1::int[]) ORDER BY tags.name`,
    [list],
  );
  const topics = await db.query<NamedWire & { post_id: number }>(
    `SELECT post_topics.post_id, topics.id, topics.name FROM post_topics
     JOIN topics ON topics.id = post_topics.topic_id
     WHERE post_topics.post_id = ANY($1::int[]) ORDER BY topics.name`,
    [list],
  );
  const tagsOf = groupBy(tags.rows, (row) => row.post_id);
  const topicsOf = groupBy(topics.rows, (row) => row.post_id);
  const wires = posts.rows.map((post): PostWire => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.image,
    headline: post.headline,
    subheadline: post.subheadline,
    description: post.description,
    type: post.type,
    topics: (topicsOf.get(post.id) ?? []).map(({ id, name }) => ({ id, name })),
    tags: (tagsOf.get(post.id) ?? []).map(({ id, name }) => ({ id, name })),
    published_on: post.published_on,
  }));
  return inOrder(ids, wires);
}

/** A business's URL-friendly name: lower case, ASCII letters and digits, dashes between words. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'business';
}
