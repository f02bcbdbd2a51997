// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PageWire } from '#src/lib/api/types.ts';
import { demoAccounts } from '../seed/accounts.ts';
import { seedDesigners } from '../seed/directoryData.ts';
import { jsonBody, startTestApi } from '../testing/startTestApi.ts';
import { openDatabase } from './database.ts';
import { migrate, readMigrations } from './migrate.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'trellis-api-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('migrations', () => {
  it('are numbered SQL files applied in order', () => {
    const migrations = readMigrations();
    expect(migrations[0]).toMatchObject({ version: '001', name: '001_init.sql' });
    // Numbers are taken when work starts, so a branch may lack one (012 before 011 is merged): each
    // number once, in increasing order.
    const numbers = migrations.map((migration) => Number(migration.version));
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
  });

  it('apply once: a second run applies nothing and changes nothing', async () => {
    const db = await openDatabase('memory');
    try {
      expect(await migrate(db)).toEqual(readMigrations().map((migration) => migration.name));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'tokens',
          'pages',
          'page_sections',
          'site_options',
          'redirects',
          'shop_products',
          'shop_variants',
          'shop_carts',
          'shop_cart_items',
          'shop_menus',
          'password_tokens',
          'outbox',
          'images',
          'payment_sources',
          'products',
          'orders',
          'surveys',
          'survey_results',
          'expertises',
          'quizzes',
          'quiz_results',
          'discounts',
          'designs',
          'subscription_plans',
          'subscriptions',
          'conversations',
          'conversation_participants',
          'messages',
          'message_files',
        ]),
      );
    } finally {
      await db.close();
    }
  });
});

describe('a data directory', () => {
  it('keeps accounts and content across a restart, without seeding twice', async () => {
    const first = await startTestApi({ dataDir });
    const registered = await first.request(
      '/users',
      jsonBody({
        first_name: 'Ada',
        last_name: 'Bloom',
        email: 'ada@example.com',
        password: 'lettuce-forever',
        timezone: 'America/Chicago',
      }),
    );
    expect(registered.status).toBe(201);
    const { access_token } = (await registered.json()) as { access_token: string };
    await first.db.query(
      'UPDATE pages SET content = content || \'{"title":"Edited"}\' WHERE slug = \'about\'',
    );
    await first.close();

    const second = await startTestApi({ dataDir, seedE2E: true });
    try {
      // The token issued before the restart still works, and so does the password.
      const account = await second.request('/account', {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      expect(((await account.json()) as { data: { email: string } }).data.email).toBe(
        'ada@example.com',
      );
      await expect(second.login('ada@example.com', 'lettuce-forever')).resolves.toEqual(
        expect.any(String),
      );
      // Demo content was not written again over the edit, nor duplicated.
      const about = await second.request('/pages/get-by-slug?slug=about');
      expect(((await about.json()) as { data: PageWire }).data.content.title).toBe('Edited');
      const users = await second.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM users',
      );
      // The demo accounts, the invited account, the directory's designers, and Ada.
      expect(users.rows[0]!.count).toBe(demoAccounts.length + 2 + seedDesigners.length);
      const menus = await second.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM shop_menus',
      );
      expect(menus.rows[0]!.count).toBe(4);
      // Asked for now, the end-to-end pages appear on the existing data.
      const resilience = await second.request('/pages/get-by-slug?slug=e2e/resilience');
      expect(resilience.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the end-to-end pages', () => {
  it('hold a broken run of sections between good ones, and a section held back for two minutes', async () => {
    const api = await startTestApi({ seedE2E: true });
    try {
      const get = async (slug: string) =>
        (
          (await (await api.request(`/pages/get-by-slug?slug=${slug}`)).json()) as {
            data: PageWire;
          }
        ).data;
      const resilience = await get('e2e/resilience');
      expect(resilience.page_sections.map((section) => section.type)).toEqual([
        'headline',
        'no-such-section',
        'faq',
        'body',
        'image',
      ]);
      expect(Array.isArray(resilience.page_sections[2]!.content.faqs)).toBe(false);
      const timeReveal = await get('e2e/time-reveal');
      expect(timeReveal.page_sections.map((section) => section.content)).toEqual([
        { headline: 'Shown at once', subheadline: '', time_reveal: 0 },
        { headline: 'Revealed after two minutes', subheadline: '', time_reveal: 2 },
      ]);
    } finally {
      await api.close();
    }
  });
});
