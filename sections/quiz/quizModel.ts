import type { QuizResultsRequest, QuizWire } from '#src/lib/api/types.ts';

/** Where a quiz is: its intro, a question (1-based), or its results. */
export type QuizStep =
  { kind: 'intro' } | { kind: 'question'; number: number } | { kind: 'results' };

/** The address key of a quiz's step: `quiz-{id}` (two quizzes on a page keep separate steps). */
export function quizStepKey(quizId: number): string {
  return `quiz-${quizId}`;
}

/**
 * The step from the address value (docs/spec/features.md §6): `intro` and `results` as given; a
 * number above the question count is the last question; below 1, or a missing or unreadable value,
 * is the intro.
 */
export function parseQuizStep(value: string | null | undefined, questionCount: number): QuizStep {
  if (value === 'results') return { kind: 'results' };
  const trimmed = value?.trim() ?? '';
  if (!/^[+-]?\d+$/.test(trimmed)) return { kind: 'intro' };
  const number = Number(trimmed);
  if (number < 1 || questionCount < 1) return { kind: 'intro' };
  return { kind: 'question', number: Math.min(number, questionCount) };
}

/** The address value of a step. */
export function quizStepValue(step: QuizStep): string {
  return step.kind === 'question' ? String(step.number) : step.kind;
}

/** An option as the quiz shows it: lettered, with its answer and optional image. */
export interface QuizChoice {
  id: number;
  letter: string;
  answer: string;
  image: string | null;
}
export interface QuizQuestion {
  id: number;
  question: string;
  choices: QuizChoice[];
}

/** A, B, … Z, then AA, AB … for the rare question with more than 26 options. */
export function optionLetter(index: number): string {
  let letter = '';
  let n = index;
  do {
    letter = String.fromCharCode(65 + (n % 26)) + letter;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letter;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The questions a visitor can answer: only options with both an id and an answer text show
 * (docs/spec/features.md §7), lettered in order; a question with no such option, or without an id or
 * text, is left out.
 */
export function answerableQuestions(quiz: Pick<QuizWire, 'questions'>): QuizQuestion[] {
  const questions = Array.isArray(quiz.questions) ? quiz.questions : [];
  return questions.flatMap((question) => {
    if (!question || !isId(question.id) || !text(question.question)) return [];
    const options = Array.isArray(question.options) ? question.options : [];
    const shown = options.filter(
      (option) => option && isId(option.id) && text(option.content?.answer),
    );
    if (shown.length === 0) return [];
    return [
      {
        id: question.id,
        question: text(question.question),
        choices: shown.map((option, index) => ({
          id: option.id as number,
          letter: optionLetter(index),
          answer: text(option.content.answer),
          image: text(option.content.image) || null,
        })),
      },
    ];
  });
}

/** Question id → the chosen option's id. */
export type QuizAnswers = Readonly<Record<string, number>>;

/** The chosen option of a question, if it is one of the question's options. */
export function answerOf(question: QuizQuestion, answers: QuizAnswers): number | null {
  const chosen = answers[String(question.id)];
  return question.choices.some((choice) => choice.id === chosen) ? chosen! : null;
}

/** The questions still without an answer, in order. */
export function unansweredQuestions(questions: QuizQuestion[], answers: QuizAnswers): number[] {
  return questions.flatMap((question, index) =>
    answerOf(question, answers) === null ? [index + 1] : [],
  );
}

/** The body of POST /quizzes/{id}/results: `question-{id}` → the chosen option's id. */
export function resultsBody(questions: QuizQuestion[], answers: QuizAnswers): QuizResultsRequest {
  const body: QuizResultsRequest = {};
  for (const question of questions) {
    const chosen = answerOf(question, answers);
    if (chosen !== null) body[`question-${question.id}`] = chosen;
  }
  return body;
}
