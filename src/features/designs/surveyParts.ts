// The design survey's parts and what gates moving on (docs/spec/features.md §2.11): questions are
// grouped into parts separated by break-type questions; required questions must be answered before
// Next (and before submitting on the last part).

/** What the rules read of a question (a subset of its wire shape). */
export interface SurveyPartQuestion {
  id: number | string;
  type: string;
  required?: boolean | number | null;
  /** The question's place: questions come in ascending weight. */
  weight?: number | null;
}

/** An answer as the form holds it: text, the chosen choice(s). */
export type SurveyPartAnswer = string | readonly string[] | null | undefined;

/** The break type that separates parts; it is not itself shown as a question. */
export const surveyBreakType = 'break';
/** A message question is text to read, with nothing to answer. */
export const surveyMessageType = 'message';

const weightOf = (question: SurveyPartQuestion) =>
  typeof question.weight === 'number' && Number.isFinite(question.weight)
    ? question.weight
    : Number.POSITIVE_INFINITY;

/**
 * The questions in ascending weight, as the reference API sends them (docs/api/surveys.md, `GET /surveys/{id}`):
 * equal weights keep their order, and questions without a weight come after the others.
 */
export function inWeightOrder<Q extends SurveyPartQuestion>(questions: readonly Q[]): Q[] {
  return [...questions].sort((a, b) => {
    const difference = weightOf(a) - weightOf(b);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

/**
 * The survey's parts: the questions between breaks, in order of weight. Breaks at either end or side
 * by side make no empty parts; a survey without breaks is one part.
 */
export function surveyParts<Q extends SurveyPartQuestion>(questions: readonly Q[]): Q[][] {
  const parts: Q[][] = [[]];
  for (const question of inWeightOrder(questions)) {
    if (question.type === surveyBreakType) parts.push([]);
    else parts[parts.length - 1]!.push(question);
  }
  const filled = parts.filter((part) => part.length > 0);
  return filled.length > 0 ? filled : [[]];
}

/** 'Part x of y' (1-based). */
export const partLabel = (index: number, count: number) => `Part ${index + 1} of ${count}`;

function isAnswered(answer: SurveyPartAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim().length > 0;
  return answer.some((value) => value.trim().length > 0);
}

const isRequired = (question: SurveyPartQuestion) =>
  question.type !== surveyMessageType && (question.required === true || question.required === 1);

/** The required questions of a part still unanswered (Next and submit wait for none). */
export function unansweredRequired<Q extends SurveyPartQuestion>(
  part: readonly Q[],
  answers: Readonly<Record<string, SurveyPartAnswer>>,
): Q[] {
  return part.filter(
    (question) => isRequired(question) && !isAnswered(answers[String(question.id)]),
  );
}

/** Whether the person may go on from this part (Next, or submit on the last). */
export function canLeavePart(
  part: readonly SurveyPartQuestion[],
  answers: Readonly<Record<string, SurveyPartAnswer>>,
): boolean {
  return unansweredRequired(part, answers).length === 0;
}
