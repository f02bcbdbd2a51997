import {
  surveyNotesDefaultMaxLength,
  type SurveyAnswers,
  type SurveyQuestionWire,
  type SurveyResultWire,
  type SurveyWire,
} from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import type { FieldErrors } from './http/errors.ts';
import { addError } from './http/validate.ts';
import { hasRow } from './db/rows.ts';

export const requiredAnswerMessage = 'This question is required.';
export const invalidChoiceMessage = 'The selected answer is invalid.';
export const unknownQuestionMessage = 'This question is not part of the survey.';
export const textAnswerMessage = 'The answer must be text.';
export const tooLongMessage = (max: number) =>
  `The answer must not be greater than ${max} characters.`;

const maxTextLength: Record<'text' | 'textarea', number> = { text: 255, textarea: 5000 };

/** Where a question without a weight goes: after the weighted ones, in its stored order. */
const weightOf = (question: SurveyQuestionWire) =>
  typeof question.weight === 'number' && Number.isFinite(question.weight)
    ? question.weight
    : Number.POSITIVE_INFINITY;

/** The questions in ascending `weight` (a stable sort: equal weights keep their stored order). */
export function questionsInOrder(questions: readonly SurveyQuestionWire[]): SurveyQuestionWire[] {
  return [...questions].sort((a, b) => {
    const difference = weightOf(a) - weightOf(b);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

export async function findSurvey(db: Database, id: number): Promise<SurveyWire | null> {
  const { rows } = await db.query<SurveyWire>(
    'SELECT id, name, description, questions FROM surveys WHERE id = $1',
    [id],
  );
  const survey = rows[0];
  return survey ? { ...survey, questions: questionsInOrder(survey.questions) } : null;
}

/** The most characters of a notes answer: its `meta.maxLength` when that is a positive whole number. */
export function notesMaxLength(question: Pick<SurveyQuestionWire, 'meta'>): number {
  const max = question.meta?.maxLength;
  return typeof max === 'number' && Number.isInteger(max) && max > 0
    ? max
    : surveyNotesDefaultMaxLength;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Questions that are read, not answered: a message, and the break between parts. */
const takesNoAnswer = (question: SurveyQuestionWire) =>
  question.type === 'message' || question.type === 'break';

/** One answer, checked against its question; undefined when left blank. */
function readAnswer(
  errors: FieldErrors,
  question: SurveyQuestionWire,
  value: unknown,
): string | string[] | undefined {
  const fail = (message: string) => {
    addError(errors, question.id, message);
    return undefined;
  };
  if (takesNoAnswer(question)) {
    return isBlank(value) ? undefined : fail(unknownQuestionMessage);
  }
  if (isBlank(value)) return question.required ? fail(requiredAnswerMessage) : undefined;
  const oneOf = (choices: readonly string[]) =>
    typeof value === 'string' && choices.includes(value) ? value : fail(invalidChoiceMessage);
  const listOf = (choices: readonly string[]) => {
    const chosen = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(chosen) || !chosen.every((choice) => choices.includes(choice as string))) {
      return fail(invalidChoiceMessage);
    }
    return [...new Set(chosen as string[])];
  };
  const text = (max: number) => {
    if (typeof value !== 'string') return fail(textAnswerMessage);
    const trimmed = value.trim();
    return trimmed.length > max ? fail(tooLongMessage(max)) : trimmed;
  };
  switch (question.type) {
    case 'text':
    case 'textarea':
      return text(maxTextLength[question.type]);
    case 'notes':
      return text(notesMaxLength(question));
    case 'select':
    case 'radio':
      return oneOf(question.options ?? []);
    case 'checkbox':
      return listOf(question.options ?? []);
    case 'choice': {
      const choices = question.meta?.choices ?? [];
      return question.meta?.multiple ? listOf(choices) : oneOf(choices);
    }
    default:
      return fail(invalidChoiceMessage);
  }
}

/**
 * The answers of a result, checked question by question (errors keyed by question id): required
 * questions answered, text within its length, choices among the question's, nothing for a question
 * the survey does not have or one that takes no answer (a message, a break). Blank optional answers
 * are left out.
 */
export function readSurveyAnswers(
  errors: FieldErrors,
  survey: SurveyWire,
  raw: unknown,
): SurveyAnswers {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    addError(errors, 'answers', 'The answers field is required.');
    return {};
  }
  const given = raw as Record<string, unknown>;
  const known = new Set(survey.questions.map((question) => question.id));
  for (const id of Object.keys(given)) {
    if (!known.has(id)) addError(errors, id, unknownQuestionMessage);
  }
  const answers: SurveyAnswers = {};
  for (const question of survey.questions) {
    const answer = readAnswer(errors, question, given[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

/** Whether `resultId` is the person's answers to that survey (an order's questionnaire). */
export async function isSurveyResultOf(
  db: Database,
  resultId: number,
  { surveyId, userId }: { surveyId: number; userId: number },
): Promise<boolean> {
  return hasRow(
    db,
    'SELECT 1 FROM survey_results WHERE id = $1 AND survey_id = $2 AND user_id = $3',
    [resultId, surveyId, userId],
  );
}

/** The person's answers to the survey, stored. */
export async function insertSurveyResult(
  db: Database,
  surveyId: number,
  userId: number,
  answers: unknown,
): Promise<SurveyResultWire> {
  const { rows } = await db.query<SurveyResultWire>(
    `INSERT INTO survey_results (survey_id, user_id, results) VALUES ($1, $2, $3::jsonb)
     RETURNING id, survey_id, results`,
    [surveyId, userId, JSON.stringify(answers)],
  );
  return rows[0]!;
}

/** New answers in place of the result's. */
export async function updateSurveyResult(
  db: Database,
  resultId: number,
  answers: unknown,
): Promise<SurveyResultWire> {
  const { rows } = await db.query<SurveyResultWire>(
    `UPDATE survey_results SET results = $1::jsonb, updated_at = now() WHERE id = $2
     RETURNING id, survey_id, results`,
    [JSON.stringify(answers), resultId],
  );
  return rows[0]!;
}
