// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openMigratedDatabase, openSeededDatabase } from '../testing/seededDatabase.ts';
import { demoOrderUuids, seedAccountProducts, seedPaymentSources } from './accountArea.ts';
import { seedDiscounts, seedSubscriptionPlans } from './commerce.ts';
import { seedDesigners } from './directoryData.ts';
import { inDesignOrderUuid } from './designs.ts';
import { seedDatabase } from './seed.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// Each test opens its own database from a template (api/testing/seededDatabase.ts): migrated only where
// the test runs the seed itself, seeded where it starts from the seeded content.
let db: Database;
afterEach(async () => {
  if (db && !db.closed) await db.close();
});

const tables = [
  'users',
  'password_tokens',
  'outbox',
  'user_properties',
  'user_addresses',
  'user_expertises',
  'user_portfolio_images',
  'expertises',
  'payment_sources',
  'surveys',
  'survey_results',
  'products',
  'orders',
  // Commerce (api/seed/commerce.ts).
  'designs',
  'discounts',
  'subscription_plans',
  'subscriptions',
];

async function counts() {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table}`,
    );
    result[table] = rows[0]!.count;
  }
  return result;
}

describe('the account area seed', () => {
  it('writes its demo data once: a second start adds nothing', async () => {
    db = await openMigratedDatabase();
    await seedDatabase(db);
    const first = await counts();
    expect(first).toMatchObject({
      // The demo accounts and the invited one, then the directory's designers (api/seed/directory.ts).
      users: 6 + seedDesigners.length,
      password_tokens: 1,
      outbox: 1,
      payment_sources: seedPaymentSources.length,
      products: seedAccountProducts.length,
      // With design 2's order and answers (api/seed/designs.ts).
      orders: 4,
      surveys: 2,
      survey_results: 2,
      designs: 2,
      discounts: seedDiscounts.length,
      subscription_plans: seedSubscriptionPlans.length,
      subscriptions: 0,
      user_expertises: 2 + seedDesigners.reduce((sum, person) => sum + person.expertises.length, 0),
    });
    await seedDatabase(db);
    expect(await counts()).toEqual(first);
  });

  it('arrives on a database filled before the account area existed, demo accounts added since included', async () => {
    db = await openSeededDatabase();
    // Roll the database back to how an earlier version left it.
    await db.exec(`
      DELETE FROM seed_runs WHERE name IN ('account-area', 'payment-sources');
      DELETE FROM orders; DELETE FROM survey_results; DELETE FROM products; DELETE FROM surveys;
      DELETE FROM user_properties; DELETE FROM user_addresses; DELETE FROM user_portfolio_images;
      DELETE FROM user_expertises; DELETE FROM expertises; DELETE FROM payment_sources;
      DELETE FROM outbox; DELETE FROM password_tokens;
      DELETE FROM users WHERE email IN ('paused@trellis.test', 'invited@trellis.test');
      UPDATE users SET designs_overview = '{}'::jsonb, cover = NULL;
    `);
    await seedDatabase(db);
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users ORDER BY id');
    expect(rows.slice(-2)).toEqual([
      { email: 'paused@trellis.test' },
      { email: 'invited@trellis.test' },
    ]);
    expect(await counts()).toMatchObject({
      orders: 3,
      products: seedAccountProducts.length,
      outbox: 1,
      payment_sources: seedPaymentSources.length,
    });
    const customer = await db.query<{ designs_overview: unknown }>(
      "SELECT designs_overview FROM users WHERE email = 'customer@trellis.test'",
    );
    expect(customer.rows[0]!.designs_overview).toEqual({ '1': 'created' });
  });

  it('leaves a removed card removed, except on end-to-end starts, which put the demo cards back', async () => {
    db = await openSeededDatabase();
    await db.query("DELETE FROM payment_sources WHERE source = 'src_demo_customer_visa'");
    await seedDatabase(db);
    expect((await counts()).payment_sources).toBe(seedPaymentSources.length - 1);
    await seedDatabase(db, { e2e: true });
    expect((await counts()).payment_sources).toBe(seedPaymentSources.length);
  });

  it('schedules the upcoming session three days after seeding at 17:00 UTC, the past one 14 days before', async () => {
    db = await openMigratedDatabase();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T23:30:00Z'));
    try {
      await seedDatabase(db);
    } finally {
      vi.useRealTimers();
    }
    const { rows } = await db.query<{ uuid: string; start: string | null; end: string | null }>(
      `SELECT uuid::text, to_char(scheduled_start AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start,
              to_char(scheduled_end AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS "end"
       FROM orders WHERE uuid <> $1::uuid ORDER BY created_at DESC`,
      [inDesignOrderUuid],
    );
    expect(rows).toEqual([
      { uuid: demoOrderUuids.upcomingSession, start: '2026-05-13 17:00', end: '2026-05-13 18:00' },
      { uuid: demoOrderUuids.pastSession, start: '2026-04-26 17:00', end: '2026-04-26 17:30' },
      { uuid: demoOrderUuids.design, start: null, end: null },
    ]);
  });
});
