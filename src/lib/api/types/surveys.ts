// Wire types of surveys: the pre-session questionnaire and the design survey.

/**
 * The kinds of survey question. The pre-session questionnaire uses the first five; the design survey
 * ("Hone Vision", docs/spec/features.md §2.11) the last four: `notes` (long text), `choice` (one choice,
 * or several with `meta.multiple`), `message` (text to read, nothing to answer) and `break` (ends a
 * part of the survey; not shown).
 */
export const surveyQuestionTypes = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'notes',
  'choice',
  'message',
  'break',
] as const;

export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

/** The most characters of a `notes` answer when its question's `meta.maxLength` does not say. */
export const surveyNotesDefaultMaxLength = 5000;

/** The settings of a design-survey question (`notes` and `choice`; a `message` has none). */
export interface SurveyQuestionMetaWire {
  /** `notes`: the most characters of the answer (default `surveyNotesDefaultMaxLength`). */
  maxLength?: number;
  /** `choice`: several choices may be ticked (a checkbox group); one otherwise (radio buttons). */
  multiple?: boolean;
  /** `choice`: the choices, in order; the answer is one of them (a list of them when `multiple`). */
  choices?: string[];
  /** `choice`: the address of an image shown with the question. */
  image?: string | null;
  /** `choice`: the choices are price levels, cheapest first, shown with 1..n dollar signs by position. */
  pricing?: boolean;
  /** `choice`: a short line above the choices, such as 'Choose all that apply'. */
  label?: string | null;
}

export interface SurveyQuestionWire {
  /** Stable key of the answer in `results`. */
  id: string;
  type: SurveyQuestionType;
  /** The question's title (the specification's `title`); a `message`'s heading. */
  label: string;
  required: boolean;
  /** Choices of select, radio and checkbox questions. */
  options?: string[];
  help?: string | null;
  /** The text of a `message` question, plain text (line breaks kept). */
  content?: string | null;
  /** The question's place in the survey: questions come in ascending weight. */
  weight?: number;
  meta?: SurveyQuestionMetaWire;
}

/** GET /surveys/{surveyId} → { data: SurveyWire }. */
export interface SurveyWire {
  id: number;
  name: string;
  description?: string | null;
  questions: SurveyQuestionWire[];
}

/**
 * Answers keyed by question id: text for text, textarea, notes, select and radio questions and a
 * single `choice`; a list for checkbox questions and a `choice` with `meta.multiple`. A `message` or
 * `break` takes no answer.
 */
export type SurveyAnswers = Record<string, string | string[]>;

/** POST /surveys/results/{surveyId}/{resultId?} with { answers } → { data: SurveyResultWire }. */
export interface SurveyResultWire {
  id: number;
  survey_id: number;
  results: SurveyAnswers;
}
