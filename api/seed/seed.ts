import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { insertUser } from '../users.ts';
import { seedAccountArea } from './accountArea.ts';
import { demoAccount, demoAccounts, newUserOf } from './accounts.ts';
import { seedCoaching } from './coaching.ts';
import { seedCommerce } from './commerce.ts';
import { seedDesigns, seedInDesignDemo } from './designs.ts';
import { seedConversationDemo } from './conversations.ts';
import { seedDirectory } from './directory.ts';
import { e2ePages, kitchenSinkPage, seedPages, type SeedPage } from '#src/demo/pages.ts';
import { seedPodcastEpisodes } from './podcasts.ts';
import { seedQuizzes } from './quiz.ts';
import { seedMenus, seedProducts } from '#src/demo/shop.ts';
import { seedRedirects, seedSiteOptions } from '#src/demo/siteContent.ts';

type Queryable = Database | Transaction;

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

async function insertSections(tx: Queryable, pageId: number, page: SeedPage) {
  for (const [position, section] of page.page_sections.entries()) {
    await tx.query(
      `INSERT INTO page_sections (page_id, position, type, content, options)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
      [pageId, position, section.type, json(section.content ?? {}), json(section.options)],
    );
  }
}

/** Writes a page and its sections, replacing any page of the same slug. */
export async function writePage(tx: Queryable, page: SeedPage): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO pages (slug, published, pagelayout, content, options)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)
     ON CONFLICT (slug) DO UPDATE SET
       published = EXCLUDED.published, pagelayout = EXCLUDED.pagelayout,
       content = EXCLUDED.content, options = EXCLUDED.options, updated_at = now()
     RETURNING id`,
    [page.slug, page.published, page.pagelayout, json(page.content), json(page.options ?? {})],
  );
  const pageId = rows[0]!.id;
  await tx.query('DELETE FROM page_sections WHERE page_id = $1', [pageId]);
  await insertSections(tx, pageId, page);
  return pageId;
}

async function seedAccounts(tx: Queryable, hashes: Map<string, string>) {
  for (const { key: _key, purpose: _purpose, password: _password, ...person } of demoAccounts) {
    const user = await insertUser(tx, {
      ...newUserOf(person),
      password_hash: hashes.get(person.email)!,
    });
    // Stories and tests use the demo people's ids as the API's: a seed that gave others must stop.
    if (user.id !== person.id)
      throw new Error(
        `Demo account ${person.email} was seeded as user ${user.id}, not ${person.id}`,
      );
  }
  // The customer has already saved the demo designer as a favourite.
  await tx.query(
    `UPDATE users SET favorite_coaches = jsonb_build_array(jsonb_build_object('id', coach.id))
     FROM users coach WHERE lower(users.email) = $1 AND lower(coach.email) = $2`,
    [demoAccount('customer').email, demoAccount('coach').email],
  );
}

async function seedStore(tx: Queryable) {
  for (const [position, product] of seedProducts.entries()) {
    await tx.query(
      `INSERT INTO shop_products
         (id, handle, title, description, vendor, product_type, tags, featured_image, images, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10)`,
      [
        product.id,
        product.handle,
        product.title,
        product.description,
        product.vendor,
        product.product_type,
        json(product.tags),
        product.images[0] ?? null,
        json(product.images),
        position,
      ],
    );
    for (const [variantPosition, variant] of product.variants.entries()) {
      await tx.query(
        `INSERT INTO shop_variants
           (id, product_id, title, sku, price, compare_at_price, available, taxable, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          variant.id,
          product.id,
          variant.title,
          variant.sku,
          variant.price,
          variant.compare_at_price ?? null,
          variant.available,
          variant.taxable ?? true,
          variantPosition,
        ],
      );
    }
  }
  for (const menu of seedMenus) {
    await tx.query('INSERT INTO shop_menus (handle, title, items) VALUES ($1, $2, $3::jsonb)', [
      menu.handle,
      menu.title,
      json(menu.items),
    ]);
  }
}

async function seedDemo(tx: Queryable, hashes: Map<string, string>) {
  await seedAccounts(tx, hashes);
  for (const page of seedPages) await writePage(tx, page);
  for (const [position, option] of seedSiteOptions.entries()) {
    await tx.query('INSERT INTO site_options (type, fields, position) VALUES ($1, $2::jsonb, $3)', [
      option.type,
      json(option.fields),
      position,
    ]);
  }
  for (const [from, to] of Object.entries(seedRedirects)) {
    await tx.query('INSERT INTO redirects (from_path, to_path) VALUES ($1, $2)', [from, to]);
  }
  await seedStore(tx);
}

/**
 * Demo pages added to the seed after a database was first filled arrive on its next start; pages that
 * already exist are left as they are (an editor may have changed them).
 */
async function addMissingDemoPages(db: Database) {
  for (const page of seedPages) {
    const { rows } = await db.query('SELECT 1 FROM pages WHERE slug = $1', [page.slug]);
    if (rows.length === 0) await db.transaction((tx) => writePage(tx, page).then(() => undefined));
  }
}

export interface SeedOptions {
  /** Also write the end-to-end test pages (and put back the demo cards a previous run removed). */
  e2e?: boolean;
  /** The site's address, for links in seeded e-mails. Default http://localhost:3000. */
  siteUrl?: string;
}

/** Rewrites a page that mirrors a fixture, unless it is already there exactly as the fixture says. */
async function syncFixturePage(db: Database, page: SeedPage) {
  const name = `page:${page.slug}`;
  const fingerprint = createHash('sha256').update(JSON.stringify(page)).digest('hex');
  const { rows } = await db.query(
    `SELECT 1 FROM seed_runs
     WHERE name = $1 AND fingerprint = $2 AND EXISTS (SELECT 1 FROM pages WHERE slug = $3)`,
    [name, fingerprint, page.slug],
  );
  if (rows.length > 0) return;
  await db.transaction(async (tx) => {
    await writePage(tx, page);
    await tx.query(
      `INSERT INTO seed_runs (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
      [name, fingerprint],
    );
  });
}

/**
 * Demo content goes in once, into an empty database, and is never written over (so edits survive a
 * restart). The kitchen-sink page and the e2e pages mirror fixtures and follow them: rewritten on
 * start whenever the fixture changed; so do the demo quizzes (src/demo/quizzes.ts, written by api/seed/quiz.ts).
 * The directory (designers, businesses, posts, courses, gardens: api/seed/directory.ts) is a step of
 * its own, like the account area, and so are commerce (api/seed/commerce.ts), coaching
 * (api/seed/coaching.ts: the photo review product, designers' availability windows topped up on start),
 * designs (api/seed/designs.ts: the garden-design questionnaire; design 1 reset on e2e starts) and
 * project messages (api/seed/conversations.ts: design 1's conversations).
 */
export async function seedDatabase(
  db: Database,
  { e2e = false, siteUrl = 'http://localhost:3000' }: SeedOptions = {},
): Promise<void> {
  const { rows } = await db.query("SELECT 1 FROM seed_runs WHERE name = 'demo'");
  if (rows.length === 0) {
    // Hash outside the transaction: scrypt is slow on purpose and runs off the main thread.
    const hashes = new Map(
      await Promise.all(
        demoAccounts.map(
          async (account) => [account.email, await hashPassword(account.password)] as const,
        ),
      ),
    );
    await db.transaction(async (tx) => {
      await seedDemo(tx, hashes);
      await tx.query("INSERT INTO seed_runs (name) VALUES ('demo')");
    });
  }
  await seedPodcastEpisodes(db);
  await seedQuizzes(db);
  await seedAccountArea(db, { siteUrl, e2e });
  await seedDirectory(db);
  await seedCommerce(db, { e2e });
  await seedCoaching(db);
  await seedDesigns(db, { e2e });
  await seedInDesignDemo(db);
  await seedConversationDemo(db);
  await addMissingDemoPages(db);
  await syncFixturePage(db, kitchenSinkPage);
  if (e2e) for (const page of e2ePages) await syncFixturePage(db, page);
}
