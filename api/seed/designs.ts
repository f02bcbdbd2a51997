import type { Database } from '../db/database.ts';
import { seedDesignSurvey, writeSurveys } from './accountArea.ts';

/** Design 1, the demo customer's (`customer@trellis.test`) Garden Design: homework to do. */
export const demoDesignId = 1;

/**
 * Designs' demo data (issue 14), written once (`designs` in `seed_runs`): the garden-design
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
