import * as v from 'valibot';
import { requiredField } from '#src/lib/sectionKit/contentFields.ts';

const quizIdMessage = 'Choose the quiz to show (its id).';

/** A quiz id as the CMS may send it: a number, numeric text, or the related quiz `{ id }`. */
const quizId = v.pipe(
  v.union(
    [
      v.number(quizIdMessage),
      v.pipe(v.string(quizIdMessage), v.trim(), v.regex(/^\d+$/, quizIdMessage)),
      v.looseObject({ id: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]) }),
    ],
    quizIdMessage,
  ),
  v.transform((value) => Number(typeof value === 'object' ? value.id : value)),
  v.number(quizIdMessage),
  v.integer(quizIdMessage),
  v.minValue(1, quizIdMessage),
);

/** The `content` of a `quiz` section (docs/cms-contract.md): which quiz to show. */
export const quizContent = v.looseObject({
  /** The quiz's id; the questions come from GET /quizzes/{id}. */
  quiz: requiredField(quizIdMessage, quizId),
});

export type QuizContent = v.InferOutput<typeof quizContent>;
