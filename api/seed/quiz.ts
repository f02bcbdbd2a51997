import { createHash } from 'node:crypto';
import { demoQuizzes as seedQuizList } from '#src/demo/quizzes.ts';
import type { Database } from '../db/database.ts';

export {
  demoQuizzes as seedQuizList,
  firstHerbQuiz,
  kitchenGardenQuiz,
  quizResultSlugs,
  type QuizResultKey,
  type SeedQuiz,
  type SeedQuizOption,
  type SeedQuizQuestion,
  type SeedQuizResult,
} from '#src/demo/quizzes.ts';

/**
 * Writes the demo quizzes (src/demo/quizzes.ts), kept in step with it: they have no edits of
 * their own, so on start they are rewritten whenever the fixture's quizzes changed (a fingerprint as `quizzes` in `seed_runs`).
 * Stored results keep the answers they were given.
 */
export async function seedQuizzes(db: Database): Promise<void> {
  const fingerprint = createHash('sha256').update(JSON.stringify(seedQuizList)).digest('hex');
  const { rows } = await db.query(
    "SELECT 1 FROM seed_runs WHERE name = 'quizzes' AND fingerprint = $1",
    [fingerprint],
  );
  if (rows.length > 0) return;
  await db.transaction(async (tx) => {
    for (const quiz of seedQuizList) {
      await tx.query(
        `INSERT INTO quizzes (id, title, subtitle, description, image, questions, results)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, subtitle = EXCLUDED.subtitle,
           description = EXCLUDED.description, image = EXCLUDED.image,
           questions = EXCLUDED.questions, results = EXCLUDED.results`,
        [
          quiz.id,
          quiz.title,
          quiz.subtitle,
          quiz.description,
          quiz.image,
          JSON.stringify(quiz.questions),
          JSON.stringify(quiz.results),
        ],
      );
    }
    await tx.query(
      `INSERT INTO seed_runs (name, fingerprint) VALUES ('quizzes', $1)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
      [fingerprint],
    );
  });
}
