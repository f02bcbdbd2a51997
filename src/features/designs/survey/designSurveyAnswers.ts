// What the design survey's form reads of a question and holds as its answers (docs/api/surveys.md:
// question types, answers keyed by question id). Pure, so the form and its tests share it.

import {
  surveyNotesDefaultMaxLength,
  type SurveyAnswers,
  type SurveyQuestionWire,
  type SurveyWire,
} from '#src/lib/api/types.ts';

/** The most characters of a one-line `text` answer (the reference API's limit). */
export const surveyTextMaxLength = 255;

/** A message is read and a break ends a part: neither takes an answer. */
export const takesAnswer = (question: Pick<SurveyQuestionWire, 'type'>) =>
  question.type !== 'message' && question.type !== 'break';

/** Whether the answer is a list: a checkbox question, or a choice with `meta.multiple`. */
export const takesList = (question: Pick<SurveyQuestionWire, 'type' | 'meta'>) =>
  question.type === 'checkbox' || (question.type === 'choice' && question.meta?.multiple === true);

/** The choices of a question to choose in: `meta.choices` of a choice, `options` of the others. */
export function choicesOf(question: Pick<SurveyQuestionWire, 'type' | 'options' | 'meta'>) {
  return (question.type === 'choice' ? question.meta?.choices : question.options) ?? [];
}

/** The most characters of a notes answer: its `meta.maxLength`, when that is a positive whole number. */
export function notesMaxLength(question: Pick<SurveyQuestionWire, 'meta'>): number {
  const max = question.meta?.maxLength;
  return typeof max === 'number' && Number.isInteger(max) && max > 0
    ? max
    : surveyNotesDefaultMaxLength;
}

/** The dollar signs of a price level, by its position among the choices: '$', '$$', '$$$'… */
export const priceSigns = (index: number) => '$'.repeat(index + 1);

/** What a screen reader hears after a priced choice's name (the signs themselves are not read). */
export const priceLevelText = (index: number, count: number) =>
  `(price level ${index + 1} of ${count})`;

const isBlank = (answer: string | string[] | undefined) =>
  answer === undefined ||
  (typeof answer === 'string' ? answer.trim() === '' : answer.every((value) => !value.trim()));

/**
 * The answers the form starts from: the saved ones of this survey's questions that take an answer,
 * a list for list questions (a saved single answer becomes a list of one) and text for the others.
 */
export function initialSurveyAnswers(
  survey: Pick<SurveyWire, 'questions'>,
  saved: SurveyAnswers | null | undefined,
): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const question of survey.questions) {
    const answer = saved?.[question.id];
    if (!takesAnswer(question) || answer === undefined || answer === null) continue;
    if (takesList(question)) answers[question.id] = Array.isArray(answer) ? answer : [answer];
    else answers[question.id] = Array.isArray(answer) ? (answer[0] ?? '') : answer;
  }
  return answers;
}

/**
 * The answers to send (`POST /surveys/results/…`): those of questions that take one, left out when
 * blank; answers to anything else (a message, a question no longer asked) are not sent.
 */
export function surveyAnswersToSend(
  survey: Pick<SurveyWire, 'questions'>,
  answers: SurveyAnswers,
): SurveyAnswers {
  const sent: SurveyAnswers = {};
  for (const question of survey.questions) {
    const answer = answers[question.id];
    if (!takesAnswer(question) || isBlank(answer)) continue;
    sent[question.id] = answer!;
  }
  return sent;
}
