import { randomBytes } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type {
  AddressWire,
  CoachPropertyWire,
  PaymentSourceWire,
  ProductWire,
  SurveyAnswers,
  SurveyWire,
} from '#src/lib/api/types.ts';
import { createPasswordToken, passwordLink } from '../auth/passwordTokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { designSurveyFixture } from '#src/demo/designSurvey.ts';
import { demoOrderUuids } from '#src/demo/orders.ts';
import { demoProducts } from '#src/demo/products.ts';
import { sendMail } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/passwordMails.ts';
import { insertUser } from '../users.ts';
import {
  demoAccount,
  demoAccounts,
  invitedAccount,
  newUserOf,
  type DemoAccount,
  type DemoAccountKey,
} from './accounts.ts';

type Queryable = Database | Transaction;

/** Areas of expertise coaches pick from (ids in this order). */
export const seedExpertises = [
  'Raised beds',
  'Small spaces',
  'Herb gardens',
  'Edible landscaping',
  'Containers and balconies',
  'Fruit trees',
] as const;

/** The demo designer's coaching profile (Maya Okafor, `coach@trellis.test`). */
export const seedCoachProfile = {
  properties: [
    {
      name: 'about',
      property:
        'I design kitchen gardens that fit the way you cook, from balcony pots to potagers. Twelve years of growing through Portland’s wet winters and dry summers taught me which crops earn their space.',
    },
    {
      name: 'testimonial',
      property:
        'Maya turned our bare yard into a garden we eat from daily. — Sam and Alex, Beaverton',
    },
  ] satisfies CoachPropertyWire[],
  addresses: [{ city: 'Portland', state: 'OR' }] satisfies AddressWire[],
  expertises: ['Raised beds', 'Small spaces'] satisfies (typeof seedExpertises)[number][],
  cover: '/api/media/garden-path.svg',
  portfolio: [
    '/api/media/raised-beds.svg',
    '/api/media/herb-spiral.svg',
    '/api/media/potager-plan.svg',
    '/api/media/tomato-harvest.svg',
  ],
};

/** The pre-session questionnaire (survey 1), one question of each type. */
export const seedSurvey: SurveyWire = {
  id: 1,
  name: 'Pre-session questionnaire',
  description: 'A few questions so your designer arrives at the call knowing your garden.',
  questions: [
    {
      id: 'garden_size',
      type: 'text',
      label: 'Roughly how big is the space you want to grow in?',
      required: true,
      help: 'For example “12 × 20 ft backyard” or “two balcony planters”.',
    },
    {
      id: 'growing',
      type: 'checkbox',
      label: 'What do you grow already?',
      required: true,
      options: ['Salad greens', 'Tomatoes', 'Herbs', 'Root vegetables', 'Fruit', 'Nothing yet'],
    },
    {
      id: 'sun',
      type: 'radio',
      label: 'How much direct sun does the space get?',
      required: true,
      options: ['Full sun (6+ hours)', 'Part sun (3–6 hours)', 'Mostly shade (under 3 hours)'],
    },
    {
      id: 'goals',
      type: 'textarea',
      label: 'What would you like your garden to give you this year?',
      required: true,
      help: 'Crops you want to cook with, problems to solve, how much time you have.',
    },
    {
      id: 'experience',
      type: 'select',
      label: 'How much gardening have you done?',
      required: false,
      options: ['This is my first garden', 'A few seasons', 'Many years'],
    },
  ],
};

/**
 * The garden-design questionnaire (survey 2, "Hone Vision", src/demo/designSurvey.ts): a message,
 * choices (one with the picture `/api/media/survey-garden-styles.svg`, one of several, one of price
 * levels) and notes, in three parts separated by breaks.
 */
export const seedDesignSurvey: SurveyWire = designSurveyFixture;

/** The customer's answers to the questionnaire of the past session. */
export const seedPastSessionAnswers: SurveyAnswers = {
  garden_size: '12 × 20 ft backyard, one raised bed already',
  growing: ['Tomatoes', 'Herbs'],
  sun: 'Full sun (6+ hours)',
  goals: 'Salad from May to October, and enough tomatoes to can a batch of sauce.',
  experience: 'A few seasons',
};

/** The design and coaching products: the demo home's (src/demo/products.ts). */
export const seedAccountProducts: Omit<ProductWire, 'pivot'>[] = [...demoProducts];

export { demoOrderUuids } from '#src/demo/orders.ts';

export const upcomingSessionJoinUrl = 'https://zoom.example/j/84512345678';

export interface SeedPaymentSource extends PaymentSourceWire {
  owner: DemoAccountKey;
}

const card = (
  owner: DemoAccountKey,
  source: string,
  brand: string,
  last4: string,
  exp_month: number,
  exp_year: number,
  status: PaymentSourceWire['status'] = 'chargeable',
): SeedPaymentSource => {
  const { first_name, last_name } = demoAccount(owner);
  return {
    owner,
    source,
    status,
    details: { brand, last4, exp_month, exp_year, name: `${first_name} ${last_name}` },
  };
};

/** The customer's expired card: saved, but not chargeable (checkout refuses it). Came with commerce. */
export const expiredCustomerCard = card(
  'customer',
  'src_demo_customer_discover_expired',
  'discover',
  '0005',
  4,
  2024,
  'failed',
);

/** Saved cards of the demo accounts, in the order they were added. */
export const seedPaymentSources: readonly SeedPaymentSource[] = [
  card('customer', 'src_demo_customer_visa', 'visa', '4242', 12, 2029),
  card('customer', 'src_demo_customer_mastercard', 'mastercard', '4444', 8, 2028),
  card('customer', 'src_demo_customer_amex', 'american express', '0005', 3, 2030),
  card('owner', 'src_demo_owner_discover', 'discover', '1117', 11, 2027),
  card('owner', 'src_demo_owner_jcb', 'jcb', '0505', 6, 2029),
  card('coach', 'src_demo_coach_maestro', 'maestro', '0008', 9, 2028),
  expiredCustomerCard,
];

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;

/** Midnight UTC of the day `days` away from `now`, plus `hour` hours. */
function utcDayAt(now: Date, days: number, hour: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
}

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
export async function resetSequence(tx: Queryable, table: string) {
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
  );
}

async function seedCoachProfiles(tx: Queryable, coachId: number, pausedId: number | null) {
  for (const [index, name] of seedExpertises.entries()) {
    await tx.query('INSERT INTO expertises (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      index + 1,
      name,
    ]);
  }
  await resetSequence(tx, 'expertises');

  const profile = seedCoachProfile;
  await tx.query('UPDATE users SET cover = $1 WHERE id = $2', [profile.cover, coachId]);
  for (const [position, { name, property }] of profile.properties.entries()) {
    await tx.query(
      'INSERT INTO user_properties (user_id, position, name, property) VALUES ($1, $2, $3, $4)',
      [coachId, position, name, property],
    );
  }
  for (const [position, { city, state }] of profile.addresses.entries()) {
    await tx.query(
      'INSERT INTO user_addresses (user_id, position, city, state) VALUES ($1, $2, $3, $4)',
      [coachId, position, city, state],
    );
  }
  await tx.query(
    `INSERT INTO user_expertises (user_id, expertise_id)
     SELECT $1, id FROM expertises WHERE name = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    [coachId, profile.expertises],
  );
  for (const [position, image] of profile.portfolio.entries()) {
    await tx.query(
      'INSERT INTO user_portfolio_images (user_id, position, image) VALUES ($1, $2, $3)',
      [coachId, position, image],
    );
  }
  if (pausedId !== null) {
    await tx.query(
      `INSERT INTO user_properties (user_id, position, name, property) VALUES ($1, 0, 'about', $2)`,
      [pausedId, 'Taking a season off to grow my own garden. Back for bookings next spring.'],
    );
  }
}

/** The questionnaires by fixed id: missing ones are added, existing ones kept as they are. */
export async function writeSurveys(tx: Queryable) {
  for (const survey of [seedSurvey, seedDesignSurvey]) {
    await tx.query(
      `INSERT INTO surveys (id, name, description, questions) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [survey.id, survey.name, survey.description, JSON.stringify(survey.questions)],
    );
  }
  await resetSequence(tx, 'surveys');
}

/** The questionnaires and the design and coaching products, with their fixed ids. */
async function seedCatalogue(tx: Queryable) {
  await writeSurveys(tx);
  await writeProducts(tx);
}

/**
 * The demo products by fixed id: missing ones are added, and a product without card lines (written
 * before they existed) gets them; anything else an editor changed is kept.
 */
export async function writeProducts(tx: Queryable) {
  for (const product of seedAccountProducts) {
    await tx.query(
      `INSERT INTO products
         (id, name, price, session_length, description, survey_id, can_instant_book, type, attributes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
       ON CONFLICT (id) DO UPDATE SET attributes = EXCLUDED.attributes
       WHERE products.attributes = '[]'::jsonb`,
      [
        product.id,
        product.name,
        product.price,
        product.session_length,
        product.description,
        product.survey_id,
        product.canInstantBook ?? false,
        product.type,
        JSON.stringify(product.attributes ?? []),
      ],
    );
  }
  await resetSequence(tx, 'products');
}

async function seedOrders(tx: Queryable, customerId: number, coachId: number, now: Date) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO survey_results (survey_id, user_id, results, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $4) RETURNING id`,
    [
      seedSurvey.id,
      customerId,
      JSON.stringify(seedPastSessionAnswers),
      new Date(now.getTime() - 15 * dayMs),
    ],
  );
  const pastResultId = rows[0]!.id;

  const upcomingStart = utcDayAt(now, 3, 17);
  const pastStart = utcDayAt(now, -14, 17);
  const orders = [
    {
      uuid: demoOrderUuids.design,
      // No designer yet: the customer chooses one in the design's homework (PUT /designs/{id}).
      coach: false,
      product_id: 1,
      amount: 24900,
      discount: 0,
      status: 'paid',
      created_at: new Date(now.getTime() - 30 * dayMs),
      scheduled_start: null,
      scheduled_end: null,
      zoom_join_url: null,
      survey_results_id: null,
      design_id: 1,
    },
    {
      uuid: demoOrderUuids.pastSession,
      coach: true,
      product_id: 2,
      amount: 6500,
      discount: -1000,
      status: 'complete',
      created_at: new Date(now.getTime() - 19 * dayMs),
      scheduled_start: pastStart,
      scheduled_end: new Date(pastStart.getTime() + 30 * minuteMs),
      zoom_join_url: null,
      survey_results_id: pastResultId,
      design_id: null,
    },
    {
      uuid: demoOrderUuids.upcomingSession,
      coach: true,
      product_id: 3,
      amount: 12500,
      discount: 0,
      status: 'scheduled',
      created_at: new Date(now.getTime() - dayMs),
      scheduled_start: upcomingStart,
      scheduled_end: new Date(upcomingStart.getTime() + 60 * minuteMs),
      zoom_join_url: upcomingSessionJoinUrl,
      survey_results_id: null,
      design_id: null,
    },
  ];
  for (const order of orders) {
    await tx.query(
      `INSERT INTO orders (uuid, user_id, coach_id, product_id, amount, discount, status, created_at,
         scheduled_start, scheduled_end, instant_booking, zoom_join_url, survey_results_id, design_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $12, $13)
       ON CONFLICT (uuid) DO NOTHING`,
      [
        order.uuid,
        customerId,
        order.coach ? coachId : null,
        order.product_id,
        order.amount,
        order.discount,
        order.status,
        order.created_at,
        order.scheduled_start,
        order.scheduled_end,
        order.zoom_join_url,
        order.survey_results_id,
        order.design_id,
      ],
    );
  }
}

/** The invited account and its welcome e-mail (in the outbox), unless the address is taken. */
async function seedInvitation(tx: Queryable, passwordHash: string, siteUrl: string) {
  if ((await userId(tx, invitedAccount.email)) !== null) return;
  const user = await insertUser(tx, { ...invitedAccount, password_hash: passwordHash });
  const token = await createPasswordToken(tx, user.id, 'welcome');
  await sendMail(tx, welcomeMail(user, passwordLink(siteUrl, 'welcome', user.email, token)));
}

/** Saved cards of the demo accounts; a card already there is kept as is. */
export async function writeCards(tx: Queryable, cards: readonly SeedPaymentSource[]) {
  for (const { owner, source, status, details } of cards) {
    const id = await userId(tx, demoAccount(owner).email);
    if (id === null) continue;
    await tx.query(
      `INSERT INTO payment_sources (user_id, source, status, brand, last4, exp_month, exp_year, name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (source) DO NOTHING`,
      [
        id,
        source,
        status,
        details.brand,
        details.last4,
        details.exp_month,
        details.exp_year,
        details.name,
      ],
    );
  }
}

export interface AccountAreaSeedOptions {
  /** The site's address, for the invitation link. */
  siteUrl: string;
  /** End-to-end runs: put back the demo cards a previous run removed. */
  e2e?: boolean;
}

/**
 * The account area's demo data, written once (`account-area` in `seed_runs`) so a data directory
 * made before it gets it on its next start, and later edits are never written over: demo accounts
 * added since (the paused designer), the invited account, coach profiles, products, the
 * questionnaire and the customer's orders. Saved cards are a step of their own
 * (`payment-sources`), run again on every end-to-end start.
 */
export async function seedAccountArea(
  db: Database,
  { siteUrl, e2e = false }: AccountAreaSeedOptions,
): Promise<void> {
  const now = new Date();
  if (!(await hasRun(db, 'account-area'))) {
    const missing: DemoAccount[] = [];
    for (const account of demoAccounts) {
      if ((await userId(db, account.email)) === null) missing.push(account);
    }
    // Hash outside the transaction: scrypt is slow on purpose and runs off the main thread.
    const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
    const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));

    await db.transaction(async (tx) => {
      for (const [index, account] of missing.entries()) {
        const { key: _key, purpose: _purpose, password: _password, ...person } = account;
        await insertUser(tx, { ...newUserOf(person), password_hash: hashes[index]! });
      }
      await seedInvitation(tx, unusableHash, siteUrl);

      const customerId = await userId(tx, demoAccount('customer').email);
      const coachId = await userId(tx, demoAccount('coach').email);
      const pausedId = await userId(tx, demoAccount('paused').email);
      if (customerId !== null) {
        await tx.query(
          `UPDATE users SET designs_overview = '{"1": "created"}'::jsonb
           WHERE id = $1 AND designs_overview = '{}'::jsonb`,
          [customerId],
        );
      }
      if (coachId !== null) await seedCoachProfiles(tx, coachId, pausedId);
      await seedCatalogue(tx);
      if (customerId !== null && coachId !== null) await seedOrders(tx, customerId, coachId, now);
      await tx.query("INSERT INTO seed_runs (name) VALUES ('account-area')");
    });
  }

  if (e2e || !(await hasRun(db, 'payment-sources'))) {
    await db.transaction(async (tx) => {
      await writeCards(tx, seedPaymentSources);
      await tx.query(
        `INSERT INTO seed_runs (name) VALUES ('payment-sources')
         ON CONFLICT (name) DO UPDATE SET applied_at = now()`,
      );
    });
  }
}
