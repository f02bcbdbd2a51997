import type { SurveyAnswers, SurveyQuestionWire, SurveyWire } from '#src/api/types.ts';
import type { Database } from './db/database.ts';
import type { FieldErrors } from './http/errors.ts';
import { addError } from './http/validate.ts';

export const requiredAnswerMessage = 'This question is required.';
export const invalidChoiceMessage = 'The selected answer is invalid.';
export const unknownQuestionMessage = 'This question is not part of the survey.';

const maxTextLength: Record<'text' | 'textarea', number> = { text: 255, textarea: 5000 };

export async function findSurvey(db: Database, id: number): Promise<SurveyWire | null> {
  const { rows } = await db.query<SurveyWire>(
    'SELECT id, name, description, questions FROM surveys WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

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
  if (isBlank(value)) return question.required ? fail(requiredAnswerMessage) : undefined;
  const options = question.options ?? [];
  switch (question.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return fail('The answer must be text.');
      const text = value.trim();
      const max = maxTextLength[question.type];
      return text.length > max
        ? fail(`The answer must not be greater than ${max} characters.`)
        : text;
    }
    case 'select':
    case 'radio':
      return typeof value === 'string' && options.includes(value)
        ? value
        : fail(invalidChoiceMessage);
    case 'checkbox': {
      const chosen = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(chosen) || !chosen.every((choice) => options.includes(choice as string))) {
        return fail(invalidChoiceMessage);
      }
      return [...new Set(chosen as string[])];
    }
    default:
      return fail(invalidChoiceMessage);
  }
}

/**
 * The answers of a result, checked question by question (errors keyed by question id): required
 * questions answered, choices among the options, no question the survey does not have. Blank
 * optional answers are left out.
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
