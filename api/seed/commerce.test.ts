// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openSeededDatabase } from '../testing/seededDatabase.ts';
import { demoOrderUuids, expiredCustomerCard, seedAccountProducts } from './accountArea.ts';
import { seedDiscounts, seedGardenDesignProducts, seedSubscriptionPlans } from './commerce.ts';
import { seedDatabase } from './seed.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// Every test starts from the seeded content, opened from a template (api/testing/seededDatabase.ts): what
// `openDatabase`, `migrate` and `seedDatabase` write, without writing it again for every test. The
// seed's later starts are the real thing.
let db: Database;
beforeEach(async () => {
  db = await openSeededDatabase();
});
afterEach(async () => {
  if (db && !db.closed) await db.close();
});

const count = async (sql: string) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`)).rows[0]!.count;

describe('the commerce seed', () => {
  it('writes three garden designs, card lines on every product, the codes, the plans and design 1', async () => {
    expect(
      seedGardenDesignProducts.map((product) => [product.id, product.name, product.price]),
    ).toEqual([
      [1, 'Garden Design', 24900],
      [4, 'Garden Design Lite', 14900],
      [5, 'Garden Design Plus', 39900],
    ]);
    const { rows: products } = await db.query<{ id: number; attributes: unknown[] }>(
      'SELECT id, attributes FROM products ORDER BY id',
    );
    // Product 6 (the photo review) came with coaching (api/seed/coaching.ts).
    expect(products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const product of products) {
      expect(product.attributes.length).toBeGreaterThanOrEqual(3);
      expect(product.attributes.length).toBeLessThanOrEqual(5);
    }
    expect(await count('discounts')).toBe(seedDiscounts.length);
    expect(await count('subscription_plans')).toBe(seedSubscriptionPlans.length);
    expect(await count('subscriptions')).toBe(0);

    const { rows: designs } = await db.query(
      `SELECT d.id, d.name, d.status, o.uuid::text AS uuid FROM designs d
       JOIN orders o ON o.id = d.order_id`,
    );
    expect(designs).toContainEqual({
      id: 1,
      name: 'Garden Design',
      status: 'created',
      uuid: demoOrderUuids.design,
    });
    // A new design gets the next id, never 1 again (2 is the designs seed's, api/seed/designs.ts).
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO designs (user_id, name) SELECT id, 'Next' FROM users LIMIT 1 RETURNING id",
    );
    expect(rows[0]!.id).toBe(3);
  });

  it('arrives on a database filled before commerce existed, keeping what was there', async () => {
    // Roll the database back to how the account area left it.
    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'commerce';
      DELETE FROM designs; DELETE FROM discounts; DELETE FROM subscription_plans;
      DELETE FROM payment_sources WHERE source = '${expiredCustomerCard.source}';
      DELETE FROM products WHERE id IN (4, 5);
      UPDATE products SET attributes = '[]'::jsonb;
      UPDATE products SET name = 'Garden Design (edited)' WHERE id = 1;
    `);
    await seedDatabase(db);
    expect(await count('products')).toBe(seedAccountProducts.length);
    expect(await count('discounts')).toBe(seedDiscounts.length);
    expect(await count('subscription_plans')).toBe(seedSubscriptionPlans.length);
    expect(await count('designs')).toBe(1);
    expect(
      await count(
        `payment_sources WHERE source = '${expiredCustomerCard.source}' AND status = 'failed'`,
      ),
    ).toBe(1);
    const { rows } = await db.query<{ name: string; attributes: unknown }>(
      'SELECT name, attributes FROM products WHERE id = 1',
    );
    expect(rows[0]).toEqual({
      name: 'Garden Design (edited)',
      attributes: seedAccountProducts[0]!.attributes,
    });
  });

  it('starts the demo owner without a subscription on end-to-end starts only', async () => {
    await db.query(
      `INSERT INTO subscriptions (provider_id, plan_id, current_period_start, current_period_end)
       VALUES (1, 1, now(), now() + interval '1 month'), (2, 1, now(), now() + interval '1 month')`,
    );
    await seedDatabase(db);
    expect(await count('subscriptions')).toBe(2);
    await seedDatabase(db, { e2e: true });
    const { rows } = await db.query('SELECT provider_id FROM subscriptions');
    expect(rows).toEqual([{ provider_id: 2 }]);
  });
});
