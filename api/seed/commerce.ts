import type { Transaction } from '@electric-sql/pglite';
import type { DiscountWire, SubscriptionPlanWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import {
  demoOrderUuids,
  expiredCustomerCard,
  resetSequence,
  seedAccountProducts,
  writeCards,
  writeProducts,
} from './accountArea.ts';
import { demoAccount } from './accounts.ts';

type Queryable = Database | Transaction;

export interface SeedDiscount extends DiscountWire {
  id: number;
  /** ISO 8601; null never expires. */
  expires_at: string | null;
}

/** The demo discount codes (matched whatever their case), by fixed id. */
export const seedDiscounts: readonly SeedDiscount[] = [
  { id: 1, token: 'SPRING20', type: 'percent_off', value: 20, expires_at: null },
  { id: 2, token: 'TENOFF', type: 'amount_off', value: 1000, expires_at: null },
  { id: 3, token: 'FREEDESIGN', type: 'percent_off', value: 100, expires_at: null },
  { id: 4, token: 'GIFT50', type: 'comped', value: 5000, expires_at: null },
  {
    id: 5,
    token: 'WINTER2025',
    type: 'percent_off',
    value: 25,
    expires_at: '2025-03-20T00:00:00Z',
  },
];

const planLines = (included: readonly boolean[]) =>
  [
    'Listing in the business directory',
    'Profile with logo, cover and portfolio',
    'Your design team on your profile',
    'Featured placement in the directory',
    'Priority support',
  ].map((text, index) => ({ text, included: included[index] ?? false }));

/** The plans a business can subscribe to, by fixed id, cheapest first. */
export const seedSubscriptionPlans: readonly SubscriptionPlanWire[] = [
  {
    id: 1,
    name: 'Sprout',
    price: 1900,
    interval: 'month',
    description:
      'Get your business listed: a directory profile people can find by place and specialty.',
    attributes: planLines([true, true, false, false, false]),
  },
  {
    id: 2,
    name: 'Bloom',
    price: 4900,
    interval: 'month',
    description: 'Show the team behind your gardens: your designers appear on your profile.',
    attributes: planLines([true, true, true, false, false]),
  },
  {
    id: 3,
    name: 'Harvest',
    price: 9900,
    interval: 'month',
    description: 'Stand out: featured placement in the directory and support first in line.',
    attributes: planLines([true, true, true, true, true]),
  },
];

/** The garden-design products (ids 4, 1, 5 by price). */
export const seedGardenDesignProducts = seedAccountProducts.filter(
  (product) => product.type === 'garden-design',
);

/** Design 1: the one the customer's demo Garden Design order (`demoOrderUuids.design`) created. */
async function seedDesign(tx: Queryable) {
  await tx.query(
    `INSERT INTO designs (id, user_id, order_id, product_id, name, status, created_at)
     SELECT 1, o.user_id, o.id, o.product_id, p.name, 'created', o.created_at
     FROM orders o JOIN products p ON p.id = o.product_id
     WHERE o.uuid = $1::uuid AND o.design_id = 1
     ON CONFLICT (id) DO NOTHING`,
    [demoOrderUuids.design],
  );
  await resetSequence(tx, 'designs');
}

async function hasRun(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [name]);
  return rows.length > 0;
}

export interface CommerceSeedOptions {
  /** End-to-end runs: the demo owner's business starts again without a subscription. */
  e2e?: boolean;
}

/**
 * Commerce's demo data, written once (`commerce` in `seed_runs`) after the account area,
 * so a data directory made before it gets it on its next start: the products' card lines and the two
 * other garden designs, the discount codes, the subscription plans, the customer's expired card and
 * design 1 (of the customer's demo Garden Design order). The demo owner's business has no
 * subscription; end-to-end starts remove any it got, so a journey can subscribe.
 */
export async function seedCommerce(
  db: Database,
  { e2e = false }: CommerceSeedOptions = {},
): Promise<void> {
  if (!(await hasRun(db, 'commerce'))) {
    await db.transaction(async (tx) => {
      await writeProducts(tx);
      for (const discount of seedDiscounts) {
        await tx.query(
          `INSERT INTO discounts (id, token, type, value, expires_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO NOTHING`,
          [discount.id, discount.token, discount.type, discount.value, discount.expires_at],
        );
      }
      await resetSequence(tx, 'discounts');
      for (const plan of seedSubscriptionPlans) {
        await tx.query(
          `INSERT INTO subscription_plans (id, name, price, billing_interval, description, attributes)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (id) DO NOTHING`,
          [
            plan.id,
            plan.name,
            plan.price,
            plan.interval,
            plan.description,
            JSON.stringify(plan.attributes),
          ],
        );
      }
      await resetSequence(tx, 'subscription_plans');
      await writeCards(tx, [expiredCustomerCard]);
      await seedDesign(tx);
      await tx.query("INSERT INTO seed_runs (name) VALUES ('commerce')");
    });
  }

  if (e2e) {
    await db.query(
      `DELETE FROM subscriptions WHERE provider_id IN (
         SELECT provider_id FROM users WHERE lower(email) = lower($1) AND provider_id IS NOT NULL)`,
      [demoAccount('owner').email],
    );
  }
}
