// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openSeededDatabase } from '../testing/seededDatabase.ts';
import { seedDesignSurvey } from './accountArea.ts';
import { demoDesignId, inDesignDemo, inDesignOrderUuid } from './designs.ts';
import { seedDatabase } from './seed.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

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

const gardenDesign = async () =>
  (
    await db.query<{ survey_id: number | null; session_length: number | null }>(
      'SELECT survey_id, session_length FROM products WHERE id = 1',
    )
  ).rows[0];

const demoDesign = async () =>
  (
    await db.query<{ status: string; product_id: number; email: string; overview: unknown }>(
      `SELECT d.status, d.product_id, u.email, u.designs_overview AS overview
       FROM designs d JOIN users u ON u.id = d.user_id WHERE d.id = $1`,
      [demoDesignId],
    )
  ).rows[0];

describe('the designs seed', () => {
  it('gives the demo customer a Garden Design with homework to do: a questionnaire and a 30-minute call', async () => {
    expect(await demoDesign()).toEqual({
      status: 'created',
      product_id: 1,
      email: 'customer@trellis.test',
      overview: { [String(demoDesignId)]: 'created', '2': 'in_design' },
    });
    expect(await gardenDesign()).toEqual({ survey_id: seedDesignSurvey.id, session_length: 30 });
    const { rows } = await db.query<{ name: string }>('SELECT name FROM surveys WHERE id = 2');
    expect(rows[0]!.name).toBe('Hone your vision');
  });

  it('gives the customer a second design with Maya chosen, the call held, three photos and the project messages', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT d.id, d.name, d.status, d.details, d.survey_results_id IS NOT NULL AS answered,
         coach.email AS coach, o.scheduled_start < now() AS call_held,
         (SELECT count(*)::int FROM design_files f WHERE f.design_id = d.id) AS files,
         (SELECT count(*)::int FROM conversations c WHERE c.conversationable_id = d.id) AS conversations
       FROM orders o JOIN designs d ON d.id = o.design_id JOIN users coach ON coach.id = o.coach_id
       WHERE o.uuid = $1::uuid`,
      [inDesignOrderUuid],
    );
    expect(rows).toEqual([
      {
        id: 2,
        name: inDesignDemo.name,
        status: 'in_design',
        details: inDesignDemo.details,
        answered: true,
        coach: 'coach@trellis.test',
        call_held: true,
        files: 3,
        conversations: 2,
      },
    ]);
    // A second start writes nothing again.
    await seedDatabase(db);
    const { rows: count } = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM designs',
    );
    expect(count[0]!.count).toBe(2);
  });

  it('gives a database seeded with the survey of one part the survey of three parts, once', async () => {
    const oneQuestion = [
      { id: 'style', type: 'radio', label: 'Style?', required: true, options: ['A'] },
    ];
    await db.query("DELETE FROM seed_runs WHERE name = 'design-survey-parts'");
    await db.query('UPDATE surveys SET questions = $1::jsonb WHERE id = 2', [
      JSON.stringify(oneQuestion),
    ]);
    await seedDatabase(db);
    const questions = async () =>
      (
        await db.query<{ questions: { type: string }[] }>(
          'SELECT questions FROM surveys WHERE id = 2',
        )
      ).rows[0]!.questions;
    expect((await questions()).filter((question) => question.type === 'break')).toHaveLength(2);
    // An editor's later change stays.
    await db.query('UPDATE surveys SET questions = $1::jsonb WHERE id = 2', [
      JSON.stringify(oneQuestion),
    ]);
    await seedDatabase(db);
    expect(await questions()).toEqual(oneQuestion);
  });

  it('arrives on a database filled before designs existed, keeping an editor’s own product settings; design 1 waits for its designer', async () => {
    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'designs';
      UPDATE products SET survey_id = NULL, session_length = NULL WHERE id = 1;
      DELETE FROM surveys WHERE id = 2;
      UPDATE orders SET coach_id = (SELECT id FROM users WHERE email = 'coach@trellis.test')
      WHERE design_id = 1;
    `);
    await seedDatabase(db);
    expect(await gardenDesign()).toEqual({ survey_id: 2, session_length: 30 });
    const { rows } = await db.query('SELECT coach_id FROM orders WHERE design_id = 1');
    expect(rows).toEqual([{ coach_id: null }]);

    await db.exec(`
      DELETE FROM seed_runs WHERE name = 'designs';
      UPDATE products SET survey_id = 1, session_length = 45 WHERE id = 1;
    `);
    await seedDatabase(db);
    expect(await gardenDesign()).toEqual({ survey_id: 1, session_length: 45 });
  });

  it('puts design 1 back to its first day on end-to-end starts only', async () => {
    await db.exec(`
      UPDATE designs SET status = 'call_upcoming', details = '{"completed": true}'::jsonb WHERE id = 1;
      UPDATE orders SET coach_id = 2, scheduled_start = now() + interval '3 days',
        scheduled_end = now() + interval '3 days 30 minutes', status = 'scheduled'
      WHERE design_id = 1;
      UPDATE users SET designs_overview = '{"1": "call_upcoming"}'::jsonb
      WHERE email = 'customer@trellis.test';
    `);
    await seedDatabase(db);
    expect((await demoDesign())!.status).toBe('call_upcoming');
    await seedDatabase(db, { e2e: true });
    expect(await demoDesign()).toMatchObject({ status: 'created', overview: { '1': 'created' } });
    const { rows } = await db.query(
      'SELECT coach_id, scheduled_start, status FROM orders WHERE design_id = 1',
    );
    expect(rows).toEqual([{ coach_id: null, scheduled_start: null, status: 'paid' }]);
  });
});
