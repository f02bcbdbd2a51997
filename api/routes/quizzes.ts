import { Router } from 'express';
import type { DataResponse, QuizResultWire, QuizWire } from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { bodyOf } from '../http/validate.ts';
import { findQuizRow, insertQuizResult } from '../quizzes.ts';
import { quizToWire, type SeedQuizQuestion, type SeedQuizResult } from '#src/demo/quizzes.ts';

/** A quiz as stored: its options carry the result key they count towards (never sent). */
interface QuizRow {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  image: string | null;
  questions: SeedQuizQuestion[];
  /** In tie-break order. */
  results: SeedQuizResult[];
}

const quizNotFound = () => notFound('Quiz not found');

/** The message of a question left unanswered, or answered with an option it does not have. */
export const quizAnswerMessage = "Choose one of the question's answers.";

async function findQuiz(db: Database, idValue: unknown): Promise<QuizRow> {
  const id = idParam(idValue, 'Quiz not found');
  const quiz = await findQuizRow<QuizRow>(db, id);
  if (!quiz) throw quizNotFound();
  return quiz;
}

/** An option id as sent: a whole number, or its digits as text (form bodies). */
function optionId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * The chosen option of every question, keyed `question-{id}` as in the body (other keys are ignored);
 * 422 with an error for each question left out or answered with an id that is not one of its options.
 */
function readAnswers(quiz: QuizRow, rawBody: unknown): Record<string, number> {
  const body = bodyOf(rawBody);
  const errors: FieldErrors = {};
  const answers: Record<string, number> = {};
  for (const question of quiz.questions) {
    const key = `question-${question.id}`;
    const chosen = optionId(body[key]);
    if (chosen !== null && question.options.some((option) => option.id === chosen)) {
      answers[key] = chosen;
    } else {
      errors[key] = [quizAnswerMessage];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return answers;
}

/**
 * The slug of the result the answers point to: each chosen option with a result counts one for it; the
 * most counts win; a tie goes to the result listed first in the quiz's `results` (herb, salad,
 * official, pro for the demo quizzes); no counted answer at all is null.
 */
export function tallyQuiz(
  quiz: Pick<QuizRow, 'questions' | 'results'>,
  answers: Record<string, number>,
): string | null {
  const counts = new Map<string, number>();
  for (const question of quiz.questions) {
    const chosen = question.options.find(
      (option) => option.id === answers[`question-${question.id}`],
    );
    if (chosen?.result) counts.set(chosen.result, (counts.get(chosen.result) ?? 0) + 1);
  }
  let winner: SeedQuizResult | null = null;
  let most = 0;
  for (const result of quiz.results) {
    const count = counts.get(result.key) ?? 0;
    if (count > most) {
      winner = result;
      most = count;
    }
  }
  return winner?.slug ?? null;
}

/** Quizzes (the `quiz` section), and the results of the signed-in person. */
export function quizRoutes(db: Database): Router {
  const router = Router();

  router.get('/quizzes/:id', async (req, res) => {
    const quiz = await findQuiz(db, req.params.id);
    const body: DataResponse<QuizWire> = { data: quizToWire(quiz) };
    res.json(body);
  });

  router.post('/quizzes/:id/results', async (req, res) => {
    const { user } = await requireSession(db, req);
    const quiz = await findQuiz(db, req.params.id);
    const answers = readAnswers(quiz, req.body);
    const slug = tallyQuiz(quiz, answers);
    const result = await insertQuizResult(db, { quizId: quiz.id, userId: user.id, answers, slug });
    res.status(201).json({ data: result } satisfies DataResponse<QuizResultWire>);
  });

  return router;
}
