import type { SurveyAnswers, SurveyQuestionWire, SurveyWire } from '#src/lib/api/types.ts';

/** The form field that carries a question's answer. */
export const answerField = (questionId: string) => `answers.${questionId}`;

/** What the field of a question shows whatever its kind: its label, required mark, help and error. */
export const questionFieldProps = (question: SurveyQuestionWire, error: string | undefined) => ({
  label: question.label,
  required: question.required,
  hint: question.help ?? undefined,
  error,
});

/**
 * A survey's answers from a submitted form: one string per question, a list for checkbox questions
 * (empty when none is ticked). Unanswered questions are left out, fields that are not
 * questions of this survey are ignored.
 */
export function surveyAnswersFromForm(survey: Pick<SurveyWire, 'questions'>, form: FormData) {
  const answers: SurveyAnswers = {};
  for (const question of survey.questions) {
    const values = form
      .getAll(answerField(question.id))
      .filter((value): value is string => typeof value === 'string');
    if (question.type === 'checkbox') {
      answers[question.id] = values.filter((value) => value !== '');
      continue;
    }
    const value = (values[0] ?? '').trim();
    if (value) answers[question.id] = value;
  }
  return answers;
}

/** The error of each question from a 422 body's `errors` (keyed by question id, or `answers.{id}`). */
export function surveyErrorsFromFields(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    errors[key.replace(/^answers\./, '')] = message;
  }
  return errors;
}
