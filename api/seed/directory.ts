import type { Transaction } from '@electric-sql/pglite';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { demoAccount, demoPassword, type DemoAccountKey } from './accounts.ts';
import { portraitFile } from './designerPortraits.ts';
import {
  aboutOf,
  designerEmail,
  directoryExpertises,
  gardenImages,
  portfolioOf,
  providerCovers,
  providerLogos,
  seedDesigners,
  seedGardens,
  seedProviders,
  slugify,
  testimonialsOf,
  timezoneOf,
  type SeedProvider,
} from './directoryData.ts';
import { postPages, seedCourses, seedPosts, seedTags, seedTopics } from './posts.ts';

type Queryable = Database | Transaction;

const dayMs = 24 * 60 * 60 * 1000;

async function hasRun(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [name]);
  return rows.length > 0;
}

async function userId(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
}

/** Inserts rows with fixed ids, then moves the id sequence past them. */
async function resetSequence(tx: Queryable, table: string) {
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
  );
}

/** Names (expertises, tags, topics) by name → id, inserting the missing ones in order. */
async function namedRows(
  tx: Queryable,
  table: 'expertises' | 'tags' | 'topics',
  names: readonly string[],
): Promise<Map<string, number>> {
  for (const name of names) {
    // Only the missing ones: a conflicting insert would still use up an id.
    await tx.query(
      `INSERT INTO ${table} (name) SELECT $1::text
       WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE name = $1::text)`,
      [name],
    );
  }
  const { rows } = await tx.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Inserts rows in one statement (each row an object keyed by column; `columns` gives each column's SQL
 * type). Column and table names come from this module only; values travel as one JSON parameter.
 */
async function insertRows<R extends object = Record<string, never>>(
  tx: Queryable,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  returning = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const spec = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const result = await tx.query<R>(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS row_data(${spec})
     ${returning}`,
    [JSON.stringify(rows)],
  );
  return result.rows;
}

/**
 * The designers and their profiles, by index in seedDesigners → user id. A designer whose e-mail
 * address is already taken keeps that account (nothing is written for it).
 */
async function seedDesignerAccounts(
  tx: Queryable,
  passwordHash: string,
  expertises: Map<string, number>,
): Promise<Map<number, number>> {
  const emails = seedDesigners.map(designerEmail);
  const { rows: existing } = await tx.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [emails],
  );
  const taken = new Map(existing.map((row) => [row.email, row.id]));
  const missing = seedDesigners
    .map((person, index) => ({ person, index, email: emails[index]! }))
    .filter(({ email }) => !taken.has(email));
  const inserted = await insertRows<{ id: number; email: string }>(
    tx,
    'users',
    {
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      password_hash: 'text',
      timezone: 'text',
      role: 'text',
      coach: 'boolean',
      has_zoom: 'boolean',
      coach_status: 'text',
      coach_zoom_only: 'boolean',
      is_available_now: 'boolean',
      avatar: 'text',
      cover: 'text',
    },
    missing.map(({ person, index, email }) => ({
      first_name: person.first_name,
      last_name: person.last_name,
      email,
      password_hash: passwordHash,
      timezone: timezoneOf(person.state, person.country),
      role: 'coach',
      coach: true,
      has_zoom: person.coach_status === 'active',
      coach_status: person.coach_status,
      coach_zoom_only: person.coach_zoom_only,
      is_available_now: person.is_available_now,
      avatar: `/api/media/${portraitFile(person)}`,
      cover: gardenImages[(index + 5) % gardenImages.length]!,
    })),
    'RETURNING id, email',
  );
  const newIds = new Map(inserted.map((row) => [row.email, row.id]));
  const fresh = missing.map((entry) => ({ ...entry, id: newIds.get(entry.email)! }));

  await insertRows(
    tx,
    'user_properties',
    { user_id: 'int', position: 'int', name: 'text', property: 'text' },
    fresh.flatMap(({ person, index, id }) =>
      [
        { name: 'about', property: aboutOf(person) },
        ...testimonialsOf(person, index).map((property) => ({ name: 'testimonial', property })),
      ].map((property, position) => ({ user_id: id, position, ...property })),
    ),
  );
  await insertRows(
    tx,
    'user_addresses',
    { user_id: 'int', position: 'int', city: 'text', state: 'text', country: 'text' },
    fresh.map(({ person, id }) => ({
      user_id: id,
      position: 0,
      city: person.city,
      state: person.state,
      country: person.country,
    })),
  );
  await insertRows(
    tx,
    'user_expertises',
    { user_id: 'int', expertise_id: 'int' },
    fresh.flatMap(({ person, id }) =>
      person.expertises.map((name) => ({ user_id: id, expertise_id: expertises.get(name)! })),
    ),
  );
  await insertRows(
    tx,
    'user_portfolio_images',
    { user_id: 'int', position: 'int', image: 'text' },
    fresh.flatMap(({ index, id }) =>
      portfolioOf(index).map((image, position) => ({ user_id: id, position, image })),
    ),
  );
  return new Map(
    seedDesigners.map((_, index) => [
      index,
      taken.get(emails[index]!) ?? newIds.get(emails[index]!)!,
    ]),
  );
}

/**
 * The team of a business: none to three active designers, those of its state first, then others of
 * its country (business 1 has two).
 */
export function teamOf(provider: SeedProvider, index: number): number[] {
  const count = index === 0 ? 2 : index % 4;
  const active = seedDesigners
    .map((person, designerIndex) => ({ person, designerIndex }))
    .filter(({ person }) => person.coach_status === 'active');
  const sameState = active.filter(
    ({ person }) => person.country === provider.country && person.state === provider.state,
  );
  const sameCountry = active.filter(
    ({ person }) => person.country === provider.country && person.state !== provider.state,
  );
  const start = sameCountry.length > 0 ? (index * 7) % sameCountry.length : 0;
  const rotated = [...sameCountry.slice(start), ...sameCountry.slice(0, start)];
  return [...sameState, ...rotated].slice(0, count).map(({ designerIndex }) => designerIndex);
}

async function seedBusinesses(
  tx: Queryable,
  expertises: Map<string, number>,
  designers: Map<number, number>,
) {
  const ownerId = await userId(tx, demoAccount('owner').email);
  const inserted = await insertRows<{ id: number }>(
    tx,
    'providers',
    {
      id: 'int',
      slug: 'text',
      name: 'text',
      description: 'text',
      user_id: 'int',
      logo: 'text',
      cover: 'text',
    },
    seedProviders.map((provider, index) => ({
      id: provider.id,
      slug: slugify(provider.name),
      name: provider.name,
      description: provider.description,
      user_id: provider.id === 1 ? ownerId : null,
      logo: providerLogos[index % providerLogos.length]!,
      cover: providerCovers[index % providerCovers.length]!,
    })),
    'ON CONFLICT DO NOTHING RETURNING id',
  );
  const written = new Set(inserted.map((row) => row.id));
  const fresh = seedProviders
    .map((provider, index) => ({ provider, index }))
    .filter(({ provider }) => written.has(provider.id));

  await insertRows(
    tx,
    'provider_addresses',
    {
      provider_id: 'int',
      position: 'int',
      phone: 'text',
      address: 'text',
      city: 'text',
      state: 'text',
      postal_code: 'text',
      country: 'text',
    },
    fresh.map(({ provider }) => ({
      provider_id: provider.id,
      position: 0,
      phone: provider.phone,
      address: provider.address,
      city: provider.city,
      state: provider.state,
      postal_code: provider.postal_code,
      country: provider.country,
    })),
  );
  await insertRows(
    tx,
    'provider_properties',
    { provider_id: 'int', position: 'int', name: 'text', property: 'text' },
    fresh.flatMap(({ provider }) =>
      [
        ...(provider.website !== false
          ? [{ name: 'website', property: `https://www.${slugify(provider.name)}.example` }]
          : []),
        ...(provider.certifications
          ? [{ name: 'certifications', property: provider.certifications }]
          : []),
      ].map((property, position) => ({ provider_id: provider.id, position, ...property })),
    ),
  );
  await insertRows(
    tx,
    'provider_expertises',
    { provider_id: 'int', expertise_id: 'int' },
    fresh.flatMap(({ provider }) =>
      provider.expertises.map((name) => ({
        provider_id: provider.id,
        expertise_id: expertises.get(name)!,
      })),
    ),
  );
  await insertRows(
    tx,
    'provider_portfolio_images',
    { provider_id: 'int', position: 'int', image: 'text' },
    fresh.flatMap(({ provider, index }) =>
      Array.from({ length: index % 5 }, (_, position) => ({
        provider_id: provider.id,
        position,
        image: gardenImages[(index * 2 + position) % gardenImages.length]!,
      })),
    ),
  );
  await insertRows(
    tx,
    'provider_coaches',
    { provider_id: 'int', user_id: 'int', position: 'int' },
    fresh.flatMap(({ provider, index }) =>
      teamOf(provider, index).map((designerIndex, position) => ({
        provider_id: provider.id,
        user_id: designers.get(designerIndex)!,
        position,
      })),
    ),
    'ON CONFLICT DO NOTHING',
  );
  await resetSequence(tx, 'providers');
  if (ownerId !== null) {
    // The owner's account names business 1 (GET /account reports provider_id 1) when it owns it.
    await tx.query(
      `UPDATE users SET provider_id = 1, provider_role = 'owner'
       WHERE id = $1 AND EXISTS (SELECT 1 FROM providers WHERE id = 1 AND user_id = $1)`,
      [ownerId],
    );
  }
}

/** The posts' pages whose slug is free (an existing page is never written over). */
async function writeMissingPages(tx: Queryable) {
  const { rows } = await tx.query<{ slug: string }>(
    'SELECT slug FROM pages WHERE slug = ANY($1::text[])',
    [postPages.map((page) => page.slug)],
  );
  const existing = new Set(rows.map((row) => row.slug));
  const missing = postPages.filter((page) => !existing.has(page.slug));
  const inserted = await insertRows<{ id: number; slug: string }>(
    tx,
    'pages',
    { slug: 'text', published: 'boolean', pagelayout: 'text', content: 'jsonb', options: 'jsonb' },
    missing.map((page) => ({
      slug: page.slug,
      published: page.published,
      pagelayout: page.pagelayout,
      content: page.content,
      options: page.options ?? {},
    })),
    'RETURNING id, slug',
  );
  const pageIds = new Map(inserted.map((row) => [row.slug, row.id]));
  await insertRows(
    tx,
    'page_sections',
    { page_id: 'int', position: 'int', type: 'text', content: 'jsonb', options: 'jsonb' },
    missing.flatMap((page) =>
      page.page_sections.map((section, position) => ({
        page_id: pageIds.get(page.slug)!,
        position,
        type: section.type,
        content: section.content ?? {},
        options: section.options ?? null,
      })),
    ),
  );
}

async function seedPostCards(tx: Queryable) {
  const tags = await namedRows(tx, 'tags', seedTags);
  const topics = await namedRows(tx, 'topics', seedTopics);
  const inserted = await insertRows<{ id: number }>(
    tx,
    'posts',
    {
      id: 'int',
      slug: 'text',
      title: 'text',
      image: 'text',
      headline: 'text',
      subheadline: 'text',
      description: 'text',
      type: 'text',
      published_on: 'date',
    },
    seedPosts.map(
      ({ id, slug, title, image, headline, subheadline, description, type, published_on }) => ({
        id,
        slug,
        title,
        image,
        headline,
        subheadline,
        description,
        type,
        published_on,
      }),
    ),
    'ON CONFLICT DO NOTHING RETURNING id',
  );
  const written = new Set(inserted.map((row) => row.id));
  const fresh = seedPosts.filter((post) => written.has(post.id));
  await insertRows(
    tx,
    'post_tags',
    { post_id: 'int', tag_id: 'int' },
    fresh.flatMap((post) =>
      post.tags.map((name) => ({ post_id: post.id, tag_id: tags.get(name)! })),
    ),
  );
  await insertRows(
    tx,
    'post_topics',
    { post_id: 'int', topic_id: 'int' },
    fresh.flatMap((post) =>
      post.topics.map((name) => ({ post_id: post.id, topic_id: topics.get(name)! })),
    ),
  );
  await resetSequence(tx, 'posts');
  await writeMissingPages(tx);
  await insertRows(
    tx,
    'courses',
    { id: 'int', slug: 'text', title: 'text', description: 'text', image: 'text', url: 'text' },
    seedCourses.map((course) => ({ ...course })),
    'ON CONFLICT DO NOTHING',
  );
  await resetSequence(tx, 'courses');
}

async function seedGardenList(tx: Queryable, designers: Map<number, number>, now: Date) {
  for (const garden of seedGardens) {
    const owner =
      typeof garden.by === 'number'
        ? (designers.get(garden.by) ?? null)
        : await userId(tx, demoAccount(garden.by satisfies DemoAccountKey).email);
    if (owner === null) continue;
    const created = new Date(now.getTime() - garden.daysAgo * dayMs);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO gardens (user_id, description, city, state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [owner, garden.description, garden.city, garden.state, created],
    );
    for (const [position, image] of garden.images.entries()) {
      await tx.query('INSERT INTO garden_images (garden_id, position, image) VALUES ($1, $2, $3)', [
        rows[0]!.id,
        position,
        image,
      ]);
    }
  }
}

/**
 * The directory's demo data, written once (`directory` in `seed_runs`) so a data directory made
 * before it gets it on its next start, and later edits are never written over: expertises, tags and
 * topics; the designers (password `trellis-demo-1`) and their profiles; the businesses (business 1
 * owned by owner@trellis.test); the posts and their pages; the courses; and a few submitted gardens.
 */
export async function seedDirectory(db: Database, now = new Date()): Promise<void> {
  if (await hasRun(db, 'directory')) return;
  // Hash outside the transaction (scrypt is slow on purpose); every designer shares the demo password.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const expertises = await namedRows(tx, 'expertises', directoryExpertises);
    const designers = await seedDesignerAccounts(tx, passwordHash, expertises);
    await seedBusinesses(tx, expertises, designers);
    await seedPostCards(tx);
    await seedGardenList(tx, designers, now);
    await tx.query("INSERT INTO seed_runs (name) VALUES ('directory')");
  });
}
