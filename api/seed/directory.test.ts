// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openMigratedDatabase, openSeededDatabase } from '../testing/seededDatabase.ts';
import { demoAccount } from './accounts.ts';
import { seedDirectory } from './directory.ts';
import { designerEmail, seedDesigners, seedProviders } from './directoryData.ts';
import { postPages, seedCourses, seedPosts } from './posts.ts';
import { seedDatabase } from './seed.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// The seeded content, opened from a template (api/testing/seededDatabase.ts): what `openDatabase`,
// `migrate` and `seedDatabase` write, without writing it again for every test.
let db: Database;
beforeEach(async () => {
  db = await openSeededDatabase();
});
afterEach(async () => {
  if (db && !db.closed) await db.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ count: number }>(sql, params)).rows[0]!.count;

const tables = [
  'users',
  'user_properties',
  'user_addresses',
  'user_expertises',
  'user_portfolio_images',
  'expertises',
  'tags',
  'topics',
  'providers',
  'provider_addresses',
  'provider_properties',
  'provider_expertises',
  'provider_portfolio_images',
  'provider_coaches',
  'posts',
  'post_tags',
  'post_topics',
  'courses',
  'gardens',
  'garden_images',
  'pages',
];

async function counts() {
  const result: Record<string, number> = {};
  for (const table of tables) {
    result[table] = await count(`SELECT count(*)::int AS count FROM ${table}`);
  }
  return result;
}

describe('the directory seed', () => {
  it('has at least 40 public designers across many states, Canada and Australia', async () => {
    const publicCoaches = await count(
      "SELECT count(*)::int AS count FROM users WHERE coach AND coach_status = 'active'",
    );
    expect(publicCoaches).toBeGreaterThanOrEqual(40);
    const { rows } = await db.query<{ state: string; country: string }>(
      `SELECT DISTINCT a.state, coalesce(a.country, 'US') AS country FROM users u
       JOIN user_addresses a ON a.user_id = u.id WHERE u.coach AND u.coach_status = 'active'`,
    );
    expect(rows.filter((row) => row.country === 'US').length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.country === 'CA').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.country === 'AU').length).toBeGreaterThanOrEqual(2);
    const statuses = seedDesigners.map((person) => person.coach_status);
    expect(statuses.filter((status) => status !== 'active').length).toBeGreaterThanOrEqual(3);
    expect(seedDesigners.filter((person) => person.is_available_now).length).toBeGreaterThan(2);
    expect(seedDesigners.filter((person) => person.coach_zoom_only).length).toBeGreaterThan(2);
  });

  it('gives every designer an about text, 1–3 testimonials, 0–6 portfolio images and an avatar', async () => {
    const { rows } = await db.query<{
      about: number;
      testimonials: number;
      portfolio: number;
      avatar: string | null;
    }>(
      `SELECT
         (SELECT count(*)::int FROM user_properties p WHERE p.user_id = u.id AND p.name = 'about') AS about,
         (SELECT count(*)::int FROM user_properties p WHERE p.user_id = u.id AND p.name = 'testimonial') AS testimonials,
         (SELECT count(*)::int FROM user_portfolio_images i WHERE i.user_id = u.id) AS portfolio,
         u.avatar
       FROM users u WHERE u.email LIKE '%@designers.trellis.test'`,
    );
    expect(rows).toHaveLength(seedDesigners.length);
    for (const row of rows) {
      expect(row.about).toBe(1);
      expect(row.testimonials).toBeGreaterThanOrEqual(1);
      expect(row.testimonials).toBeLessThanOrEqual(3);
      expect(row.portfolio).toBeLessThanOrEqual(6);
      expect(row.avatar).toMatch(/^\/api\/media\/avatar-/);
    }
    expect(new Set(rows.map((row) => row.portfolio))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });

  it('gives no two people the same portrait', async () => {
    const { rows } = await db.query<{ name: string; avatar: string }>(
      `SELECT first_name || ' ' || last_name AS name, avatar FROM users WHERE avatar IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(seedDesigners.length);
    const byAvatar = new Map<string, string[]>();
    for (const { name, avatar } of rows)
      byAvatar.set(avatar, [...(byAvatar.get(avatar) ?? []), name]);
    const shared = [...byAvatar].filter(([, people]) => people.length > 1);
    expect(shared.map(([avatar, people]) => `${avatar}: ${people.join(', ')}`)).toEqual([]);
  });

  it('keeps the demo designer as she was', async () => {
    const { rows } = await db.query<{ id: number; coach_status: string }>(
      'SELECT id, coach_status FROM users WHERE email = $1',
      [demoAccount('coach').email],
    );
    expect(rows).toEqual([{ id: 2, coach_status: 'active' }]);
    expect(
      await count('SELECT count(*)::int AS count FROM user_expertises WHERE user_id = 2'),
    ).toBe(2);
  });

  it('has at least 40 businesses, in Canada and Australia too, with sound fields', async () => {
    expect(seedProviders.length).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*)::int AS count FROM providers')).toBe(seedProviders.length);
    const byCountry = await db.query<{ country: string; count: number }>(
      'SELECT country, count(*)::int AS count FROM provider_addresses GROUP BY country',
    );
    const countries = Object.fromEntries(byCountry.rows.map((row) => [row.country, row.count]));
    expect(countries.CA).toBeGreaterThanOrEqual(2);
    expect(countries.AU).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        'SELECT count(DISTINCT state)::int AS count FROM provider_addresses WHERE country = $1',
        ['US'],
      ),
    ).toBeGreaterThanOrEqual(30);
    for (const provider of seedProviders) {
      expect(provider.description.length).toBeLessThanOrEqual(250);
      expect(provider.expertises.length).toBeLessThanOrEqual(4);
    }
    const slugs = await db.query<{ slug: string }>('SELECT slug FROM providers');
    expect(new Set(slugs.rows.map((row) => row.slug)).size).toBe(seedProviders.length);
    const teams = await db.query<{ size: number }>(
      `SELECT (SELECT count(*)::int FROM provider_coaches c WHERE c.provider_id = p.id) AS size
       FROM providers p`,
    );
    expect(new Set(teams.rows.map((row) => row.size))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('gives business 1 to the demo owner, whose account names it', async () => {
    const { rows } = await db.query<{ user_id: number; provider_id: number; email: string }>(
      `SELECT p.user_id, u.provider_id, u.email FROM providers p JOIN users u ON u.id = p.user_id
       WHERE p.id = 1`,
    );
    expect(rows).toEqual([{ user_id: 3, provider_id: 1, email: demoAccount('owner').email }]);
  });

  it('has at least 30 posts, each with a published page at its slug, and two courses', async () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(30);
    const { rows } = await db.query<{ slug: string; published: boolean | null }>(
      `SELECT posts.slug, pages.published FROM posts LEFT JOIN pages ON pages.slug = posts.slug`,
    );
    expect(rows).toHaveLength(seedPosts.length);
    for (const row of rows) expect(row, row.slug).toEqual({ slug: row.slug, published: true });
    expect(await count('SELECT count(*)::int AS count FROM courses')).toBe(2);
    expect(seedCourses.every((course) => course.url === '/courses')).toBe(true);
    const types = new Set(seedPosts.map((post) => post.type));
    expect(types).toEqual(new Set(['post', 'video', 'podcast']));
  });

  it('leaves the existing blog pages as they are (the three blog posts have their own)', async () => {
    const { rows } = await db.query<{ type: string }>(
      `SELECT s.type FROM page_sections s JOIN pages p ON p.id = s.page_id
       WHERE p.slug = 'blog/planning-a-potager' ORDER BY s.position`,
    );
    expect(rows[0]!.type).toBe('design-hero');
    expect(postPages.map((page) => page.slug)).not.toContain('blog/planning-a-potager');
  });

  it('writes its data once: a second start adds nothing', async () => {
    // The seed itself, both times, on a database of its own.
    await db.close();
    db = await openMigratedDatabase();
    await seedDatabase(db);
    const first = await counts();
    await seedDatabase(db);
    expect(await counts()).toEqual(first);
  });

  it('arrives on a database filled before the directory existed, without touching edited pages', async () => {
    const full = await counts();
    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'directory';
      DELETE FROM gardens; DELETE FROM courses; DELETE FROM posts; DELETE FROM providers;
      DELETE FROM tags; DELETE FROM topics;
      DELETE FROM users WHERE email LIKE '%@designers.trellis.test';
      DELETE FROM expertises WHERE id > 6;
      UPDATE pages SET content = content || '{"title":"Edited"}' WHERE slug = 'blog/no-dig-beds';
      DELETE FROM pages WHERE slug = 'blog/mulch-guide';
    `);
    await seedDirectory(db);
    expect(await counts()).toEqual(full);
    const { rows } = await db.query<{ title: string }>(
      "SELECT content->>'title' AS title FROM pages WHERE slug = 'blog/no-dig-beds'",
    );
    expect(rows).toEqual([{ title: 'Edited' }]);
  });

  it('keeps a designer whose e-mail address is already taken as that account', async () => {
    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'directory';
      DELETE FROM providers; DELETE FROM posts; DELETE FROM courses; DELETE FROM gardens;
    `);
    const before = await count('SELECT count(*)::int AS count FROM users');
    await seedDirectory(db);
    expect(await count('SELECT count(*)::int AS count FROM users')).toBe(before);
    expect(
      await count('SELECT count(*)::int AS count FROM users WHERE email = $1', [
        designerEmail(seedDesigners[0]!),
      ]),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS count FROM providers')).toBe(seedProviders.length);
  });
});
