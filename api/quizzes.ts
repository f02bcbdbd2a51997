import type { QuizResultWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { firstRow } from './db/rows.ts';

/** A quiz as stored (its options carry the result keys they count towards), or null. */
export async function findQuizRow<Row>(db: Database, id: number): Promise<Row | null> {
  return firstRow<Row>(
    db,
    'SELECT id, title, subtitle, description, image, questions, results FROM quizzes WHERE id = $1',
    [id],
  );
}

/** Someone's answers to a quiz and the result page they led to. */
export async function insertQuizResult(
  db: Database,
  {
    quizId,
    userId,
    answers,
    slug,
  }: { quizId: number; userId: number; answers: unknown; slug: string | null },
): Promise<QuizResultWire> {
  const { rows } = await db.query<QuizResultWire>(
    `INSERT INTO quiz_results (quiz_id, user_id, answers, slug) VALUES ($1, $2, $3::jsonb, $4)
     RETURNING id, slug`,
    [quizId, userId, JSON.stringify(answers), slug],
  );
  return rows[0]!;
}
