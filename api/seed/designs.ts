import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database.ts';
import { designSurveyAnswersFixture } from '#src/demo/designSurvey.ts';
import { demoAccount } from './accounts.ts';
import { seedDesignSurvey, writeSurveys } from './accountArea.ts';

/** Design 1, the demo customer's (`customer@trellis.test`) Garden Design: homework to do. */
export const demoDesignId = 1;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Designs' demo data, written once (`designs` in `seed_runs`): the garden-design
 * questionnaire (survey 2), and the Garden Design product (1) given it and a 30-minute kick-off call,
 * unless an editor already gave it a survey or a call; design 1's order loses the coach it was seeded
 * with while the design is still in homework (the customer chooses the designer). A database made before this step gets it on its
 * next start. End-to-end starts put design 1 back to its first day (status `created`, no details, no
 * answers, no files, no designer), so a journey can do the homework again.
 */
export async function seedDesigns(db: Database, { e2e = false }: { e2e?: boolean } = {}) {
  const { rows } = await db.query("SELECT 1 FROM seed_runs WHERE name = 'designs'");
  if (rows.length === 0) {
    await db.transaction(async (tx) => {
      await writeSurveys(tx);
      await tx.query(
        `UPDATE products SET survey_id = $1, session_length = 30
         WHERE id = 1 AND survey_id IS NULL AND coalesce(session_length, 0) = 0`,
        [seedDesignSurvey.id],
      );
      // Design 1's order was seeded with the demo coach before designers were chosen on the design.
      await tx.query(
        `UPDATE orders SET coach_id = NULL
         WHERE design_id = $1 AND scheduled_start IS NULL
           AND EXISTS (SELECT 1 FROM designs WHERE id = $1 AND status IN ('created', 'scheduling'))`,
        [demoDesignId],
      );
      await tx.query("INSERT INTO seed_runs (name) VALUES ('designs')");
    });
  }
  // Survey 2 as written before its questions had parts (text, radio, checkbox, select only): the
  // questionnaire of parts replaces it, once. A survey an editor changed to have breaks is kept.
  await db.query(
    `UPDATE surveys SET questions = $2::jsonb
     WHERE id = $1 AND NOT questions @> '[{"type": "break"}]'::jsonb
       AND NOT EXISTS (SELECT 1 FROM seed_runs WHERE name = 'design-survey-parts')`,
    [seedDesignSurvey.id, JSON.stringify(seedDesignSurvey.questions)],
  );
  await db.query(
    "INSERT INTO seed_runs (name) SELECT 'design-survey-parts' WHERE NOT EXISTS (SELECT 1 FROM seed_runs WHERE name = 'design-survey-parts')",
  );
  if (e2e) {
    await db.transaction(async (tx) => {
      const { rows: designs } = await tx.query<{ user_id: number; order_id: number | null }>(
        `UPDATE designs SET status = 'created', details = '{"completed": false}'::jsonb,
           survey_results_id = NULL, artist_id = NULL, name = 'Garden Design', updated_at = now()
         WHERE id = $1 RETURNING user_id, order_id`,
        [demoDesignId],
      );
      const design = designs[0];
      if (!design) return;
      await tx.query('DELETE FROM design_files WHERE design_id = $1', [demoDesignId]);
      await tx.query(
        `UPDATE orders SET coach_id = NULL, scheduled_start = NULL, scheduled_end = NULL,
           status = 'paid'
         WHERE id = $1`,
        [design.order_id],
      );
      await tx.query(
        `UPDATE users SET designs_overview = designs_overview || jsonb_build_object($1::text, 'created')
         WHERE id = $2`,
        [String(demoDesignId), design.user_id],
      );
    });
  }
}

/** The order of design 2, the customer's second Garden Design: a designer chosen, the call held. */
export const inDesignOrderUuid = 'e1d7f4a5-9a6b-4dbe-8f5a-4b3c6d7e8f94';

/** Design 2's garden details and photos (small WebP files made for the project, src/demo/design-photos). */
export const inDesignDemo = {
  name: 'Back garden potager',
  details: {
    size_length: 24,
    size_width: 16,
    budget: '$3000 - $5000 (Small 120-200)',
    address: { formatted_address: '2150 N Halsted St, Chicago, IL 60614, USA', place_id: null },
    flexible: 'Yes',
    builder: 'DIY',
    completed: true,
  },
  files: [
    {
      file: 'wide-angle-back-garden.webp',
      system_type: 'wideangle',
      description: 'From the kitchen door, looking south. The fence on the left is 6 ft.',
    },
    {
      file: 'side-path.webp',
      system_type: 'user_imgs',
      description: 'The gravel path along the side; it floods a little in April.',
    },
    { file: 'seedling-shelf.webp', system_type: 'user_imgs', description: '' },
  ],
} as const;

/**
 * Design 2 (`designs-in-design` in `seed_runs`, written once): the demo customer's second Garden
 * Design, its homework done (survey 2 answered, details with three photos and their notes), the demo designer (Maya)
 * chosen and the 30-minute call held ten days before seeding: status `in_design`. It is the design
 * whose project messages the demo shows (api/seed/conversations.ts): the customer and its designer
 * both see it without doing the homework first.
 */
export async function seedInDesignDemo(db: Database): Promise<void> {
  const { rows: done } = await db.query("SELECT 1 FROM seed_runs WHERE name = 'designs-in-design'");
  if (done.length > 0) return;
  const { rows: people } = await db.query<{ customer_id: number; coach_id: number }>(
    `SELECT customer.id AS customer_id, coach.id AS coach_id
     FROM users customer, users coach WHERE lower(customer.email) = $1 AND lower(coach.email) = $2`,
    [demoAccount('customer').email, demoAccount('coach').email],
  );
  const person = people[0];
  if (!person) return;
  const now = Date.now();
  const call = new Date(now - 10 * dayMs);
  call.setUTCHours(16, 0, 0, 0);
  await db.transaction(async (tx) => {
    const { rows: orders } = await tx.query<{ id: number }>(
      `INSERT INTO orders (uuid, user_id, coach_id, product_id, amount, discount, status, created_at,
         scheduled_start, scheduled_end, instant_booking)
       VALUES ($1, $2, $3, 1, 24900, 0, 'complete', $4, $5, $6, false)
       ON CONFLICT (uuid) DO NOTHING RETURNING id`,
      [
        inDesignOrderUuid,
        person.customer_id,
        person.coach_id,
        new Date(now - 21 * dayMs),
        call,
        new Date(call.getTime() + 30 * 60 * 1000),
      ],
    );
    const order = orders[0];
    if (!order) return;
    // Casey's answers to "Hone your vision" (survey 2).
    const { rows: results } = await tx.query<{ id: number }>(
      `INSERT INTO survey_results (survey_id, user_id, results, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $4) RETURNING id`,
      [
        seedDesignSurvey.id,
        person.customer_id,
        JSON.stringify(designSurveyAnswersFixture),
        new Date(now - 20 * dayMs),
      ],
    );
    const { rows: designs } = await tx.query<{ id: number }>(
      `INSERT INTO designs (user_id, order_id, product_id, name, status, details, survey_results_id,
         created_at, updated_at)
       VALUES ($1, $2, 1, $3, 'in_design', $4::jsonb, $5, $6, $7) RETURNING id`,
      [
        person.customer_id,
        order.id,
        inDesignDemo.name,
        JSON.stringify(inDesignDemo.details),
        results[0]!.id,
        new Date(now - 21 * dayMs),
        call,
      ],
    );
    const designId = designs[0]!.id;
    await tx.query('UPDATE orders SET design_id = $1 WHERE id = $2', [designId, order.id]);
    for (const file of inDesignDemo.files) {
      const bytes = new Uint8Array(
        await readFile(new URL(`../../src/demo/design-photos/${file.file}`, import.meta.url)),
      );
      await tx.query(
        `INSERT INTO design_files
           (design_id, user_id, access_key, system_type, name, description, content_type, size, bytes)
         VALUES ($1, $2, $3::uuid, $4, $5, $6, 'image/webp', $7, $8)`,
        [
          designId,
          person.customer_id,
          randomUUID(),
          file.system_type,
          file.file,
          file.description,
          bytes.length,
          bytes,
        ],
      );
    }
    await tx.query(
      `UPDATE users SET designs_overview = designs_overview || jsonb_build_object($1::text, 'in_design')
       WHERE id = $2`,
      [String(designId), person.customer_id],
    );
    await tx.query("INSERT INTO seed_runs (name) VALUES ('designs-in-design')");
  });
}
