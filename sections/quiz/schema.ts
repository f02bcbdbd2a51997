import * as v from 'valibot';
import { relatedId, requiredField } from '#src/lib/sectionKit/contentFields.ts';

const quizIdMessage = 'Choose the quiz to show (its id).';

/** A quiz id: a number, numeric text, or the related quiz `{ id }`. */
const quizId = relatedId(quizIdMessage);

/** The `content` of a `quiz` section (docs/cms-contract.md): which quiz to show. */
export const quizContent = v.looseObject({
  /** The quiz's id; the questions come from GET /quizzes/{id}. */
  quiz: requiredField(quizIdMessage, quizId),
});

export type QuizContent = v.InferOutput<typeof quizContent>;
